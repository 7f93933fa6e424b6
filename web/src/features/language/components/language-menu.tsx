import { LANGUAGES } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { LuGlobe } from 'react-icons/lu';
import { ChoiceMenu } from '../../../shared/ui/choice-menu';
import { useLanguage } from '../hooks/use-language';

const CHOICES = LANGUAGES.map((entry) => ({ value: entry.code, label: entry.label, lang: entry.code }));

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  return (
    <ChoiceMenu
      label={t('header.language')}
      currentLabel={current.label}
      testId="language-menu"
      value={language}
      choices={CHOICES}
      onChange={setLanguage}
      trigger={
        <>
          <LuGlobe />
          {current.code.toUpperCase()}
        </>
      }
    />
  );
}

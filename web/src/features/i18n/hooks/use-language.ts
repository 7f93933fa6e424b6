import type { LanguageCode } from '@koalarent/core/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore } from '../../../shared/storage/safe-storage';
import { DEFAULT_LANGUAGE, isLanguageCode, storeLanguage } from '../language-selection';

/** The display language (spec §1): persisted in localStorage, switches i18next. */
export function useLanguage(): { language: LanguageCode; setLanguage(code: string): void } {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (code: string) => {
      const stored = storeLanguage(localStore, code);
      if (stored) void i18n.changeLanguage(stored);
    },
    [i18n],
  );
  return { language, setLanguage };
}

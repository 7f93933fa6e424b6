import type { LanguageCode } from '@koalarent/core/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../shared/i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, storeLanguage } from '../../../shared/i18n/language-selection';
import { localStore } from '../../../shared/storage/safe-storage';

/**
 * The display language (spec §1): persisted in localStorage, switches i18next once the language's strings
 * have arrived (each language but English is a chunk of its own). If they cannot be fetched (offline), the
 * page stays in its current language and the stored choice applies on the next visit.
 */
export function useLanguage(): { language: LanguageCode; setLanguage(code: string): void } {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((code: string) => {
    const stored = storeLanguage(localStore, code);
    if (stored) switchLanguage(stored).catch(() => undefined);
  }, []);
  return { language, setLanguage };
}

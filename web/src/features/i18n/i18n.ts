import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../../shared/storage/safe-storage';
import { initialLanguage } from './language-selection';
import { de } from './resources/de';
import { en } from './resources/en';
import { es } from './resources/es';
import { fr } from './resources/fr';
import { zh } from './resources/zh';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    es: { translation: es },
    fr: { translation: fr },
    de: { translation: de },
    zh: { translation: zh },
  },
  lng: initialLanguage(localStore),
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

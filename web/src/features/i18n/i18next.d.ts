import 'i18next';
import type { pagesEn } from './pages/en';
import type { en } from './resources/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; pages: typeof pagesEn };
  }
}

/** Spec §1/§9: display languages offered in the header. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'zh', label: '中文' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

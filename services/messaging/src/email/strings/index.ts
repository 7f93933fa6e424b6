import type { LanguageCode } from '@koalarent/core';
import de from './de.js';
import en, { type MailKey, type MailStrings } from './en.js';
import es from './es.js';
import fr from './fr.js';
import zh from './zh.js';

export type { MailKey, MailStrings };

/** The e-mails' words in every language the app speaks (spec §1). */
export const MAIL_STRINGS: Record<LanguageCode, MailStrings> = { en, es, fr, de, zh };

/** The `Intl` locale dates and money are written in, per language (the web app's choice, too). */
export const MAIL_LOCALES: Record<LanguageCode, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
};

/** A stored language, read defensively: anything unknown is English, as every member's mail was before. */
export function mailLanguage(value: unknown): LanguageCode {
  return typeof value === 'string' && Object.hasOwn(MAIL_STRINGS, value) ? (value as LanguageCode) : 'en';
}

/** One string of `language` with its `{{name}}` values filled in (a value is inserted as is, never re-read). */
export function mailText(
  language: LanguageCode,
  key: MailKey,
  values: Record<string, string | number> = {},
): string {
  return MAIL_STRINGS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

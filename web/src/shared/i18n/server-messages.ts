import { i18n } from './i18n';

type Bundle = Record<string, string>;

interface Template {
  pattern: RegExp;
  names: string[];
  key: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const templatesByBundle = new WeakMap<Bundle, Template[]>();

/** The bundle's keys with `{{variables}}` as anchored patterns, compiled once per bundle. */
function templatesOf(bundle: Bundle): Template[] {
  let templates = templatesByBundle.get(bundle);
  if (!templates) {
    templates = [];
    for (const key of Object.keys(bundle)) {
      if (!key.includes('{{')) continue;
      const names: string[] = [];
      const source = key
        .split(PLACEHOLDER)
        // split() with a capture group alternates literal text and variable names.
        .map((part, index) => {
          if (index % 2 === 1) {
            names.push(part);
            return '(.+?)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, key });
    }
    templatesByBundle.set(bundle, templates);
  }
  return templates;
}

/**
 * `message` in `bundle`'s language, or undefined when the bundle has no entry for it. A message with numbers
 * or names in it ('Maximum 10 images allowed') is found through a key with variables ('Maximum {{count}}
 * images allowed'); each value put back is itself looked up, so a fragment the server inserts (a booking
 * status such as 'Completed') is translated too when the bundle has it.
 */
export function lookupServerMessage(bundle: Bundle, message: string): string | undefined {
  const exact = bundle[message];
  if (exact !== undefined) return exact;
  for (const { pattern, names, key } of templatesOf(bundle)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    const translation = bundle[key] ?? key;
    return translation.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? '';
      return bundle[value] ?? value;
    });
  }
  return undefined;
}

/**
 * A message the server (or a shared zod schema) wrote in English, in the language on screen. The
 * `serverMessages` namespace is keyed by the English text itself, so it is read as a plain object rather than
 * through `t` (whose key separators would split sentences at their full stops). An unknown message, or one whose
 * translation has not arrived, is shown as the server wrote it.
 */
export function translateServerMessage(message: string): string {
  const bundle = i18n.getResourceBundle(i18n.language, 'serverMessages') as Bundle | undefined;
  if (!bundle) return message;
  return lookupServerMessage(bundle, message) ?? message;
}

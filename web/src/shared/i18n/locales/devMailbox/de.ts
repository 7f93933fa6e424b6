import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  title: 'Lokales Postfach',
  subtitle: 'E-Mails, die dieser Entwicklungsserver verschickt hat.',
  loading: 'Wird geladen',
  disabled: 'Das lokale Postfach ist auf diesem Server deaktiviert.',
  error: 'Etwas ist schiefgelaufen. Bitte versuche es später erneut.',
  count_one: '{{count, number}} Nachricht',
  count_other: '{{count, number}} Nachrichten',
  refresh: 'Aktualisieren',
  emptyTitle: 'Noch keine Nachrichten',
  emptyDescription: 'E-Mails, die der Server verschickt, erscheinen hier.',
  listLabel: 'Nachrichten',
  to: 'An: {{to}}',
  date: 'Datum: {{date}}',
  links: 'Links',
  frameTitle: 'E-Mail: {{subject}}',
  selectPrompt: 'Wähle eine Nachricht aus, um sie zu lesen.',
};
export default strings;

/** 'Links' is the German word too. */
export const sameAsEnglish = ['links'] as const;

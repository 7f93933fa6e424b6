import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  panel: {
    heading: 'Bewertungen',
    loading: 'Bewertungen werden geladen',
    empty: 'Noch keine Bewertungen',
    loadFailed: 'Die Bewertungen konnten nicht geladen werden.',
    count_one: '{{count}} Bewertung',
    count_other: '{{count}} Bewertungen',
  },
  roles: {
    renter: 'Mieter',
    owner: 'Eigentümer',
  },
  stars: {
    legend: 'Bewertung',
    rated: 'Mit {{rating}} von {{max}} bewertet',
    choice_one: '{{count}} Stern – {{word}}',
    choice_other: '{{count}} Sterne – {{word}}',
    poor: 'Schlecht',
    fair: 'Mäßig',
    good: 'Gut',
    veryGood: 'Sehr gut',
    excellent: 'Ausgezeichnet',
  },
  dialog: {
    title: '{{name}} bewerten',
    aboutRenter: 'Wie waren {{item}} und die Miete bei {{name}}? Deine Sterne bewerten auch den Artikel.',
    theItem: 'der Artikel',
    aboutOwner: 'Wie lief die Vermietung von {{item}} an {{name}}?',
    yourItem: 'deinem Artikel',
    publication:
      'Bewertungen werden veröffentlicht, sobald beide Seiten ihre geschrieben haben, oder {{days}} Tage nach Ende der Miete.',
    comment: 'Kommentar',
    placeholder: 'Was lief gut, und was hätte besser laufen können?',
    optional: 'Optional · {{length}}/{{max}}',
    cancel: 'Abbrechen',
    submit: 'Bewertung abschicken',
    submitting: 'Wird gesendet...',
    close: 'Schließen',
    submittedTitle: 'Bewertung abgeschickt',
    submittedDescription:
      'Danke! Sie wird veröffentlicht, sobald auch {{name}} bewertet hat oder die Bewertungsfrist endet.',
    failedTitle: 'Bewertung fehlgeschlagen',
    networkError: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.',
    saveError: 'Deine Bewertung konnte nicht gespeichert werden. Bitte versuche es erneut.',
  },
};
export default strings;

/** 'Optional' is the same word in German. */
export const sameAsEnglish = ['dialog.optional'] as const;

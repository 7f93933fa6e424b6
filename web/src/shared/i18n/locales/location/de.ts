import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  messages: {
    unsupported: 'Dein Browser unterstützt keine Standortbestimmung',
    denied:
      'Standortzugriff verweigert. Bitte aktiviere die Ortungsdienste, um Artikel in deiner Nähe zu finden.',
    unavailable: 'Standortinformationen nicht verfügbar. Bitte versuche es erneut.',
    timeout: 'Die Standortanfrage hat zu lange gedauert. Bitte versuche es erneut.',
    unknown: 'Dein Standort konnte nicht ermittelt werden. Bitte versuche es erneut.',
    notAvailable: 'Standort nicht verfügbar. Bitte aktiviere die Ortungsdienste.',
    nearbyFailed: 'Artikel in der Nähe deines Standorts konnten nicht gefunden werden',
    browserSettings:
      'Bitte erlaube den Standortzugriff in den Einstellungen deines Browsers und lade die Seite dann neu.',
  },
  detectedToast: 'Standort erkannt',
  unknownPlace: 'Unbekannter Ort',
  card: {
    label: 'Dein Standort',
    promptTitle: 'Artikel in deiner Nähe finden',
    promptText: 'Teile deinen Standort, um Artikel zu sehen, die du in der Nähe mieten kannst.',
    useMyLocation: 'Meinen Standort verwenden',
    detecting: 'Standort wird ermittelt...',
    deniedTitle: 'Der Standortzugriff ist deaktiviert',
    failedTitle: 'Wir konnten deinen Standort nicht finden',
    unsupportedTitle: 'Standort nicht verfügbar',
    browserSettings: 'Browsereinstellungen',
    tryAgain: 'Erneut versuchen',
    detectedTitle: 'Artikel in der Nähe von {{place}}',
    detectedText: 'Suchergebnisse und der Bereich „In deiner Nähe“ verwenden diesen Standort.',
    dismiss: 'Standorthinweis schließen',
  },
  header: {
    searchNear: 'In der Nähe von {{place}} suchen...',
  },
  nearYou: {
    title: 'In deiner Nähe',
    subtitle: 'Artikel im Umkreis von {{radius}} km um {{place}}, die nächsten zuerst',
    viewAll: 'Alle in der Nähe ansehen',
    loading: 'Artikel in deiner Nähe werden geladen',
    empty: 'Noch keine Artikel im Umkreis von {{radius}} km.',
  },
  nearMe: {
    button: 'In meiner Nähe',
    locating: 'Standort wird ermittelt...',
  },
  placeInput: {
    suggestions: 'Ortsvorschläge',
    count_one: '{{count}} Vorschlag verfügbar. Wähle mit den Pfeiltasten nach oben und unten.',
    count_other: '{{count}} Vorschläge verfügbar. Wähle mit den Pfeiltasten nach oben und unten.',
    none: 'Keine passenden Orte. Du kannst deine Eingabe beibehalten.',
  },
};
export default strings;

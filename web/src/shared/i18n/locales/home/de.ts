import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  hero: {
    badge: 'Der Mietmarktplatz von Privat zu Privat',
    title: 'Miete alles, von jedem',
    body: 'Leih dir, was du brauchst, von Leuten in deiner Nähe und verdiene Geld mit den Dingen, die du besitzt. Spar Geld und vermeide Abfall – mit verifizierten Nutzern, sicheren Zahlungen und optionaler Versicherung.',
    findItems: 'Artikel zum Mieten finden',
    listItems: 'Eigene Artikel anbieten',
    popularCategories: 'Beliebte Kategorien',
    when: 'Wann?',
    from: 'Von',
    to: 'Bis',
    findAvailable: 'Freie Artikel finden',
    dateProblems: {
      needStart: 'Wähle auch den ersten Tag',
      needEnd: 'Wähle auch den letzten Tag',
      endBeforeStart: 'Der letzte Tag darf nicht vor dem ersten liegen',
      past: 'Vergangene Daten können nicht gesucht werden',
    },
  },
  categories: {
    title: 'Nach Kategorie stöbern',
    subtitle: 'Finde genau das, was du brauchst',
    count_one: '{{count}} Artikel',
    count_other: '{{count}} Artikel',
  },
  featured: {
    title: 'Empfohlene Artikel',
    subtitle: 'Beliebte Artikel zum Mieten',
    viewAll: 'Alle ansehen',
    viewAllName: 'Alle Artikel ansehen',
    loading: 'Empfohlene Artikel werden geladen',
    error: 'Empfohlene Artikel konnten nicht geladen werden. Bitte versuche es später erneut.',
    empty: 'Es sind noch keine Artikel verfügbar.',
  },
  recent: {
    title: 'Neu hinzugefügt',
    subtitle: 'Die neuesten Artikel auf unserem Marktplatz',
    loading: 'Neue Artikel werden geladen',
    error: 'Neue Artikel konnten nicht geladen werden. Bitte versuche es später erneut.',
    empty: 'Es wurden noch keine Artikel hinzugefügt.',
    beFirst: 'Biete als Erster einen Artikel an!',
    new: 'NEU',
  },
  how: {
    title: 'So funktioniert’s',
    subtitle: 'Mieten in drei einfachen Schritten',
    step: 'Schritt {{number}}',
    find: {
      title: 'Finde, was du brauchst',
      text: 'Durchsuche Tausende Artikel in deiner Nähe, von Kameras und Werkzeug bis zu Fahrrädern und Campingausrüstung.',
    },
    book: {
      title: 'Buchen und absprechen',
      text: 'Wähle deine Daten, sende eine Anfrage und vereinbare Abholung oder Lieferung mit dem Eigentümer.',
    },
    rent: {
      title: 'Mieten und zurückgeben',
      text: 'Genieße den Artikel und gib ihn pünktlich in dem Zustand zurück, in dem du ihn bekommen hast.',
    },
  },
  why: {
    title: 'Warum mieten?',
    subtitle: 'Gut für deinen Geldbeutel, deine Nachbarn und den Planeten',
    save: { title: 'Geld sparen', text: 'Miete für einen Tag, was du nur einmal im Jahr brauchst.' },
    waste: { title: 'Abfall vermeiden', text: 'Teile, was es schon gibt, statt Neues zu kaufen.' },
    secure: {
      title: 'Sicher und vertrauenswürdig',
      text: 'Verifizierte Mitglieder, Bewertungen und Kautionen schützen jede Miete.',
    },
    community: {
      title: 'Die Nachbarschaft unterstützen',
      text: 'Dein Geld bleibt bei Nachbarn, die mit ihren Sachen etwas verdienen.',
    },
  },
  testimonials: {
    title: 'Das sagt unsere Community',
    maya: {
      quote:
        'Ich habe eine Kinokamera für einen Wochenenddreh gemietet – für einen Bruchteil des Kaufpreises.',
      role: 'Filmemacherin',
    },
    daniel: {
      quote:
        'Meine Elektrowerkzeuge lagen früher in der Garage herum. Jetzt finanzieren sie sich jeden Monat selbst.',
      role: 'Eigentümer',
    },
    priya: {
      quote:
        'Wir haben uns für den Urlaub ein Zelt und zwei Fahrräder geliehen. Die Buchung ging schnell und der Eigentümer war sehr nett.',
      role: 'Mieterin',
    },
  },
  cta: {
    title: 'Bereit zum Mieten?',
    body: 'Verdiene Geld mit deinen Sachen oder finde noch heute, was du brauchst, bei Leuten in deiner Nähe.',
    browse: 'Artikel durchsuchen',
  },
  app: {
    title: 'KoalaRent für unterwegs',
    body: 'Stöbern, buchen und mit Eigentümern chatten, wo immer du bist. Werde benachrichtigt, sobald deine Mietanfrage angenommen wurde.',
  },
};
export default strings;

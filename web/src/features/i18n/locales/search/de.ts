import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: {
    browse: 'Artikel durchsuchen',
    results: 'Ergebnisse für „{{q}}“',
  },
  count_one: '{{count}} Artikel',
  count_other: '{{count}} Artikel',
  found_one: '{{count}} Artikel gefunden',
  found_other: '{{count}} Artikel gefunden',
  searching: 'Suche läuft…',
  owner: {
    back: 'Zurück zum Profil',
    itemsBy: 'Artikel von {{name}}',
    loading: 'Artikel werden geladen…',
  },
  filters: {
    show: 'Filter anzeigen',
    hide: 'Filter ausblenden',
    title: 'Filter',
    clearAll: 'Alle zurücksetzen',
    category: 'Kategorie',
    allCategories: 'Alle Kategorien',
    sortBy: 'Sortieren nach',
    price: 'Preis pro Tag',
    minPrice: 'Mindestpreis pro Tag',
    maxPrice: 'Höchstpreis pro Tag',
    location: 'Ort',
    locationPlaceholder: 'Stadt oder Gegend',
    nearYou: 'In deiner Nähe',
    clear: 'Entfernen',
    radius: 'Umkreis',
    km: '{{km}} km',
    dates: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    datesHint: 'Nur Artikel, die an jedem gewählten Tag frei sind',
    clearDates: 'Daten löschen',
    instantBook: 'Nur mit Sofortbuchung',
    dateProblems: {
      needStart: 'Wähle auch den ersten Tag',
      needEnd: 'Wähle auch den letzten Tag',
      endBeforeStart: 'Der letzte Tag darf nicht vor dem ersten liegen',
      past: 'Vergangene Daten können nicht gesucht werden',
    },
  },
  facets: {
    withCount: '{{label}} ({{count, number}})',
    priceBands: 'Preisspannen',
    band: '{{min}} – {{max}}',
    bandUnder: 'Bis {{max}}',
    bandOver: 'Ab {{min}}',
  },
  sorts: {
    relevance: 'Relevanteste',
    newest: 'Neueste zuerst',
    price_asc: 'Preis: aufsteigend',
    price_desc: 'Preis: absteigend',
    distance: 'Entfernung',
    rating: 'Am besten bewertet',
  },
  results: {
    loading: 'Artikel werden geladen',
    error: 'Fehler – Artikel konnten nicht geladen werden. Bitte versuche es später erneut.',
    empty: 'Keine Artikel gefunden',
    emptyFor: 'Keine Artikel für „{{q}}“ gefunden',
    emptyIn: 'Keine Artikel in {{category}} gefunden',
    emptyForIn: 'Keine Artikel für „{{q}}“ in {{category}} gefunden',
    emptyHint: 'Passe deine Filter oder deinen Suchbegriff an',
    loadMore: 'Mehr laden',
    loadingMore: 'Wird geladen...',
    showing: '{{shown}} von {{total}} Artikeln angezeigt',
  },
};
export default strings;

/** 'km' is the unit's symbol in every one of these languages. */
export const sameAsEnglish = ['filters.km'] as const;

import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: {
    browse: 'Parcourir les objets',
    results: 'Résultats pour « {{q}} »',
  },
  count_one: '{{count}} objet',
  count_other: '{{count}} objets',
  found_one: '{{count}} objet trouvé',
  found_other: '{{count}} objets trouvés',
  searching: 'Recherche en cours…',
  owner: {
    back: 'Retour au profil',
    itemsBy: 'Objets de {{name}}',
    loading: 'Chargement des objets…',
  },
  filters: {
    show: 'Afficher les filtres',
    hide: 'Masquer les filtres',
    title: 'Filtres',
    clearAll: 'Tout effacer',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    sortBy: 'Trier par',
    price: 'Prix par jour',
    minPrice: 'Prix minimum par jour',
    maxPrice: 'Prix maximum par jour',
    location: 'Lieu',
    locationPlaceholder: 'Ville ou quartier',
    nearYou: 'Près de votre position',
    clear: 'Effacer',
    radius: 'Rayon',
    km: '{{km}} km',
    dates: 'Période',
    from: 'Du',
    to: 'Au',
    datesHint: 'Uniquement les objets libres chaque jour choisi',
    clearDates: 'Effacer les dates',
    instantBook: 'Réservation instantanée uniquement',
    dateProblems: {
      needStart: 'Choisissez aussi le premier jour',
      needEnd: 'Choisissez aussi le dernier jour',
      endBeforeStart: 'Le dernier jour ne peut pas précéder le premier',
      past: 'Impossible de rechercher des dates passées',
    },
  },
  facets: {
    withCount: '{{label}} ({{count, number}})',
    priceBands: 'Fourchettes de prix',
    band: '{{min}} – {{max}}',
    bandUnder: "Jusqu'à {{max}}",
    bandOver: 'À partir de {{min}}',
  },
  sorts: {
    relevance: 'Les plus pertinents',
    newest: 'Les plus récents',
    price_asc: 'Prix : croissant',
    price_desc: 'Prix : décroissant',
    distance: 'Distance la plus courte',
    rating: 'Les mieux notés',
  },
  results: {
    loading: 'Chargement des objets',
    error: 'Erreur - Impossible de charger les objets. Veuillez réessayer plus tard.',
    empty: 'Aucun objet trouvé',
    emptyFor: 'Aucun objet trouvé pour « {{q}} »',
    emptyIn: 'Aucun objet trouvé dans {{category}}',
    emptyForIn: 'Aucun objet trouvé pour « {{q}} » dans {{category}}',
    emptyHint: 'Essayez de modifier vos filtres ou votre recherche',
    loadMore: 'Afficher plus',
    loadingMore: 'Chargement...',
    showing: '{{shown}} objets affichés sur {{total}}',
  },
};
export default strings;

/** 'km' is the unit's symbol in every one of these languages. */
export const sameAsEnglish = ['filters.km'] as const;

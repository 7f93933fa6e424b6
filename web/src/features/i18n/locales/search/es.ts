import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: {
    browse: 'Explorar artículos',
    results: 'Resultados para «{{q}}»',
  },
  count_one: '{{count}} artículo',
  count_other: '{{count}} artículos',
  found_one: '{{count}} artículo encontrado',
  found_other: '{{count}} artículos encontrados',
  searching: 'Buscando…',
  owner: {
    back: 'Volver al perfil',
    itemsBy: 'Artículos de {{name}}',
    loading: 'Cargando artículos…',
  },
  filters: {
    show: 'Mostrar filtros',
    hide: 'Ocultar filtros',
    title: 'Filtros',
    clearAll: 'Borrar todo',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    sortBy: 'Ordenar por',
    price: 'Precio por día',
    minPrice: 'Precio mínimo por día',
    maxPrice: 'Precio máximo por día',
    location: 'Ubicación',
    locationPlaceholder: 'Ciudad o zona',
    nearYou: 'Cerca de tu ubicación',
    clear: 'Quitar',
    radius: 'Radio',
    km: '{{km}} km',
    dates: 'Fechas',
    from: 'Desde',
    to: 'Hasta',
    datesHint: 'Solo artículos libres todos los días que elijas',
    clearDates: 'Borrar fechas',
    instantBook: 'Solo con reserva inmediata',
    dateProblems: {
      needStart: 'Elige también el primer día',
      needEnd: 'Elige también el último día',
      endBeforeStart: 'El último día no puede ser anterior al primero',
      past: 'No se puede buscar en fechas pasadas',
    },
  },
  facets: {
    withCount: '{{label}} ({{count, number}})',
    priceBands: 'Rangos de precio',
    band: '{{min}} – {{max}}',
    bandUnder: 'Hasta {{max}}',
    bandOver: 'Desde {{min}}',
  },
  sorts: {
    relevance: 'Más relevantes',
    newest: 'Más recientes primero',
    price_asc: 'Precio: de menor a mayor',
    price_desc: 'Precio: de mayor a menor',
    distance: 'Distancia',
    rating: 'Mejor valorados',
  },
  results: {
    loading: 'Cargando artículos',
    error: 'Error: no se pudieron cargar los artículos. Inténtalo de nuevo más tarde.',
    empty: 'No se encontraron artículos',
    emptyFor: 'No se encontraron artículos para «{{q}}»',
    emptyIn: 'No se encontraron artículos en {{category}}',
    emptyForIn: 'No se encontraron artículos para «{{q}}» en {{category}}',
    emptyHint: 'Prueba a ajustar los filtros o el término de búsqueda',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando...',
    showing: 'Mostrando {{shown}} de {{total}} artículos',
  },
};
export default strings;

/** 'km' is the unit's symbol in every one of these languages. */
export const sameAsEnglish = ['filters.km'] as const;

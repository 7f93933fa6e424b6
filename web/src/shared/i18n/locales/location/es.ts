import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  messages: {
    unsupported: 'Tu navegador no admite la geolocalización',
    denied:
      'Acceso a la ubicación denegado. Activa los servicios de ubicación para encontrar artículos cerca de ti.',
    unavailable: 'Información de ubicación no disponible. Inténtalo de nuevo.',
    timeout: 'Se agotó el tiempo de espera de la ubicación. Inténtalo de nuevo.',
    unknown: 'No se pudo obtener tu ubicación. Inténtalo de nuevo.',
    notAvailable: 'Ubicación no disponible. Activa los servicios de ubicación.',
    nearbyFailed: 'No se pudieron encontrar artículos cerca de tu ubicación',
    browserSettings:
      'Activa el acceso a la ubicación en la configuración de tu navegador y, después, actualiza la página.',
  },
  detectedToast: 'Ubicación detectada',
  unknownPlace: 'Ubicación desconocida',
  card: {
    label: 'Tu ubicación',
    promptTitle: 'Encuentra artículos cerca de ti',
    promptText: 'Comparte tu ubicación para ver los artículos que puedes alquilar cerca.',
    useMyLocation: 'Usar mi ubicación',
    detecting: 'Detectando tu ubicación...',
    deniedTitle: 'El acceso a la ubicación está desactivado',
    failedTitle: 'No pudimos encontrar tu ubicación',
    unsupportedTitle: 'La ubicación no está disponible',
    browserSettings: 'Configuración del navegador',
    tryAgain: 'Reintentar',
    detectedTitle: 'Mostrando artículos cerca de {{place}}',
    detectedText: 'Los resultados de búsqueda y la sección Cerca de ti usan esta ubicación.',
    dismiss: 'Cerrar el aviso de ubicación',
  },
  header: {
    searchNear: 'Buscar cerca de {{place}}...',
  },
  nearYou: {
    title: 'Cerca de ti',
    subtitle: 'Artículos a menos de {{radius}} km de {{place}}, los más cercanos primero',
    viewAll: 'Ver todos los cercanos',
    loading: 'Cargando artículos cerca de ti',
    empty: 'Todavía no hay artículos a menos de {{radius}} km de ti.',
  },
  nearMe: {
    button: 'Cerca de mí',
    locating: 'Localizando...',
  },
  placeInput: {
    suggestions: 'Sugerencias de lugares',
    count_one: '{{count}} sugerencia disponible. Usa las flechas arriba y abajo para elegir.',
    count_many: '{{count}} sugerencias disponibles. Usa las flechas arriba y abajo para elegir.',
    count_other: '{{count}} sugerencias disponibles. Usa las flechas arriba y abajo para elegir.',
    none: 'No hay lugares que coincidan. Puedes conservar lo que has escrito.',
  },
};
export default strings;

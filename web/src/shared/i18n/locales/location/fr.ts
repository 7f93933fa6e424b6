import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  messages: {
    unsupported: 'La géolocalisation n’est pas prise en charge par votre navigateur',
    denied:
      'Accès à la position refusé. Activez les services de localisation pour trouver des objets près de chez vous.',
    unavailable: 'Informations de localisation indisponibles. Veuillez réessayer.',
    timeout: 'La demande de localisation a expiré. Veuillez réessayer.',
    unknown: 'Impossible de récupérer votre position. Veuillez réessayer.',
    notAvailable: 'Position indisponible. Veuillez activer les services de localisation.',
    nearbyFailed: 'Impossible de trouver des objets près de votre position',
    browserSettings:
      'Autorisez l’accès à la position dans les paramètres de votre navigateur, puis actualisez la page.',
  },
  detectedToast: 'Position détectée',
  unknownPlace: 'Lieu inconnu',
  card: {
    label: 'Votre position',
    promptTitle: 'Trouvez des objets près de chez vous',
    promptText: 'Partagez votre position pour voir les objets à louer à proximité.',
    useMyLocation: 'Utiliser ma position',
    detecting: 'Détection de votre position...',
    deniedTitle: 'L’accès à la position est désactivé',
    failedTitle: 'Nous n’avons pas pu trouver votre position',
    unsupportedTitle: 'La localisation n’est pas disponible',
    browserSettings: 'Paramètres du navigateur',
    tryAgain: 'Réessayer',
    detectedTitle: 'Objets près de {{place}}',
    detectedText: 'Les résultats de recherche et la section Près de chez vous utilisent cette position.',
    dismiss: 'Fermer l’encart de localisation',
  },
  header: {
    searchNear: 'Rechercher près de {{place}}...',
  },
  nearYou: {
    title: 'Près de chez vous',
    subtitle: 'Objets à moins de {{radius}} km de {{place}}, les plus proches d’abord',
    viewAll: 'Voir tout à proximité',
    loading: 'Chargement des objets près de chez vous',
    empty: 'Aucun objet à moins de {{radius}} km de chez vous pour le moment.',
  },
  nearMe: {
    button: 'Près de moi',
    locating: 'Localisation...',
  },
  placeInput: {
    suggestions: 'Suggestions de lieux',
    count_one: '{{count}} suggestion disponible. Utilisez les flèches haut et bas pour choisir.',
    count_many: '{{count}} suggestions disponibles. Utilisez les flèches haut et bas pour choisir.',
    count_other: '{{count}} suggestions disponibles. Utilisez les flèches haut et bas pour choisir.',
    none: 'Aucun lieu correspondant. Vous pouvez garder ce que vous avez saisi.',
  },
};
export default strings;

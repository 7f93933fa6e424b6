import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  panel: {
    heading: 'Reseñas',
    loading: 'Cargando reseñas',
    empty: 'Aún no hay reseñas',
    loadFailed: 'No se pudieron cargar las reseñas.',
    count_one: '{{count}} reseña',
    count_other: '{{count}} reseñas',
  },
  roles: {
    renter: 'Inquilino',
    owner: 'Propietario',
  },
  stars: {
    legend: 'Valoración',
    rated: 'Valorado con {{rating}} de {{max}}',
    choice_one: '{{count}} estrella – {{word}}',
    choice_other: '{{count}} estrellas – {{word}}',
    poor: 'Malo',
    fair: 'Regular',
    good: 'Bueno',
    veryGood: 'Muy bueno',
    excellent: 'Excelente',
  },
  dialog: {
    title: 'Valorar a {{name}}',
    aboutRenter: '¿Qué tal {{item}} y el alquiler con {{name}}? Tus estrellas también valoran el artículo.',
    theItem: 'el artículo',
    aboutOwner: '¿Qué tal fue alquilar {{item}} a {{name}}?',
    yourItem: 'tu artículo',
    publication:
      'Las reseñas se publican cuando ambas partes han escrito la suya, o {{days}} días después de terminar el alquiler.',
    comment: 'Comentario',
    placeholder: '¿Qué salió bien y qué podría haber ido mejor?',
    optional: 'Opcional · {{length}}/{{max}}',
    cancel: 'Cancelar',
    submit: 'Enviar reseña',
    submitting: 'Enviando...',
    close: 'Cerrar',
    submittedTitle: 'Reseña enviada',
    submittedDescription:
      '¡Gracias! Se publicará cuando {{name}} también haya escrito su reseña o cuando se cierre el plazo para reseñar.',
    failedTitle: 'No se pudo enviar la reseña',
    networkError: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    saveError: 'No se pudo guardar tu reseña. Inténtalo de nuevo.',
  },
};
export default strings;

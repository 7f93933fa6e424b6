import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  hero: {
    badge: 'El mercado de alquiler entre particulares',
    title: 'Alquila lo que sea, a quien sea',
    body: 'Pide prestado lo que necesitas a gente de tu zona y gana dinero con las cosas que tienes. Ahorra dinero y reduce residuos, con usuarios verificados, pagos seguros y seguro opcional.',
    findItems: 'Buscar artículos para alquilar',
    listItems: 'Publica tus artículos',
    popularCategories: 'Categorías populares',
    when: '¿Cuándo?',
    from: 'Desde',
    to: 'Hasta',
    findAvailable: 'Buscar artículos libres',
    dateProblems: {
      needStart: 'Elige también el primer día',
      needEnd: 'Elige también el último día',
      endBeforeStart: 'El último día no puede ser anterior al primero',
      past: 'No se puede buscar en fechas pasadas',
    },
  },
  categories: {
    title: 'Explorar por categoría',
    subtitle: 'Encuentra justo lo que necesitas',
    count_one: '{{count}} artículo',
    count_other: '{{count}} artículos',
  },
  featured: {
    title: 'Artículos destacados',
    subtitle: 'Artículos populares disponibles para alquilar',
    viewAll: 'Ver todo',
    viewAllName: 'Ver todos los artículos',
    loading: 'Cargando artículos destacados',
    error: 'No se pudieron cargar los artículos destacados. Inténtalo de nuevo más tarde.',
    empty: 'Todavía no hay artículos disponibles.',
  },
  recent: {
    title: 'Añadidos recientemente',
    subtitle: 'Los artículos más nuevos de nuestro mercado',
    loading: 'Cargando artículos recientes',
    error: 'No se pudieron cargar los artículos recientes. Inténtalo de nuevo más tarde.',
    empty: 'Todavía no se ha añadido ningún artículo.',
    beFirst: '¡Sé el primero en publicar un artículo!',
    new: 'NUEVO',
  },
  how: {
    title: 'Cómo funciona',
    subtitle: 'Alquilar son tres sencillos pasos',
    step: 'Paso {{number}}',
    find: {
      title: 'Encuentra lo que necesitas',
      text: 'Busca entre miles de artículos cerca de ti, desde cámaras y herramientas hasta bicicletas y material de acampada.',
    },
    book: {
      title: 'Reserva y coordina',
      text: 'Elige tus fechas, envía una solicitud y acuerda con el propietario la recogida o la entrega.',
    },
    rent: {
      title: 'Alquila y devuelve',
      text: 'Disfruta del artículo y devuélvelo a tiempo en el estado en que lo recibiste.',
    },
  },
  why: {
    title: '¿Por qué alquilar?',
    subtitle: 'Bueno para tu bolsillo, tus vecinos y el planeta',
    save: { title: 'Ahorra dinero', text: 'Alquila por un día lo que solo usarías una vez al año.' },
    waste: { title: 'Reduce residuos', text: 'Comparte lo que ya existe en lugar de comprar algo nuevo.' },
    secure: {
      title: 'Seguro y fiable',
      text: 'Miembros verificados, valoraciones y fianzas protegen cada alquiler.',
    },
    community: {
      title: 'Apoya a tu comunidad local',
      text: 'Tu dinero se queda con vecinos que ganan con las cosas que tienen.',
    },
  },
  testimonials: {
    title: 'Lo que dice nuestra comunidad',
    maya: {
      quote:
        'Alquilé una cámara de cine para un rodaje de fin de semana por una fracción de lo que cuesta comprarla.',
      role: 'Cineasta',
    },
    daniel: {
      quote: 'Mis herramientas eléctricas se quedaban en el garaje. Ahora se pagan solas cada mes.',
      role: 'Propietario',
    },
    priya: {
      quote:
        'Pedimos prestadas una tienda y dos bicis para las vacaciones. La reserva fue rápida y el propietario, encantador.',
      role: 'Inquilina',
    },
  },
  cta: {
    title: '¿Listo para empezar a alquilar?',
    body: 'Gana dinero con las cosas que tienes o encuentra hoy mismo lo que necesitas cerca de ti.',
    browse: 'Explorar artículos',
  },
  app: {
    title: 'Lleva KoalaRent contigo',
    body: 'Explora, reserva y habla con los propietarios desde cualquier lugar. Recibe un aviso en cuanto se apruebe tu solicitud de alquiler.',
  },
};
export default strings;

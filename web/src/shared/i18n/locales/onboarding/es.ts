import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  wizard: {
    title: 'Personaliza tu experiencia en KoalaRent',
    description: 'Responde unas preguntas rápidas y te recomendaremos artículos a tu medida.',
    progress: 'Paso {{step}} de {{total}}',
    stepHeading: 'Paso {{step}} de {{total}}: {{title}}',
    next: 'Siguiente',
    previous: 'Anterior',
    skip: 'Omitir configuración',
    complete: 'Completar configuración',
    saving: 'Guardando...',
    skipping: 'Omitiendo...',
    saveFailed: 'No se pudieron guardar tus respuestas: {{reason}}',
    skipFailed: 'No se pudo omitir la configuración',
    tryAgain: 'Comprueba tu conexión e inténtalo de nuevo.',
    welcomeTitle: '¡Bienvenido a KoalaRent, {{name}}!',
    welcomeText: 'Tus preferencias se han guardado. Hemos elegido artículos para ti según tus respuestas.',
    showRecommendations: 'Ver mis recomendaciones',
  },
  steps: {
    goal: {
      title: 'Tu objetivo',
      question: '¿Qué te trae a KoalaRent?',
    },
    categories: {
      title: 'Categorías',
      question: '¿Qué categorías te interesan?',
      hint: 'Elige todas las que quieras.',
    },
    interests: {
      title: 'Intereses y presupuesto',
      question: '¿Qué te gusta?',
      hint: 'Elige todos los que quieras.',
      budget: 'Tu presupuesto diario',
      budgetHint: 'Lo que sueles gastar en un alquiler por día, en dólares estadounidenses.',
      budgetValue: '{{min}} – {{max}} por día',
      budgetMin: 'Presupuesto mínimo por día',
      budgetMax: 'Presupuesto máximo por día',
    },
    experience: {
      title: 'Experiencia y ubicación',
      question: '¿Cuánta experiencia tienes alquilando?',
      location: 'Tu ubicación',
      locationHint: 'Opcional: tu ciudad o barrio, para encontrar artículos cerca de ti.',
      locationPlaceholder: 'Ciudad o barrio',
    },
    communication: {
      title: 'Comunicación y disponibilidad',
      question: '¿Cómo prefieres comunicarte?',
      availability: '¿Cuándo sueles estar disponible?',
      availabilityHint: 'Elige todas las opciones que correspondan.',
    },
  },
  goals: {
    rent: { label: 'Alquilar artículos', description: 'Tomar prestado lo que necesito de gente cercana.' },
    lend: { label: 'Prestar mis artículos', description: 'Ganar dinero con las cosas que tengo.' },
    both: { label: 'Ambas cosas', description: 'Alquilar lo que necesito y prestar lo que tengo.' },
  },
  categories: {
    cameras: 'Cámaras y fotografía',
    vehicles: 'Vehículos y transporte',
    gaming: 'Videojuegos y entretenimiento',
    music: 'Música y audio',
    tools: 'Herramientas y equipos',
    sports: 'Deportes y ocio',
  },
  interests: {
    Photography: 'Fotografía',
    Travel: 'Viajes',
    'Music Production': 'Producción musical',
    Gaming: 'Videojuegos',
    'DIY Projects': 'Proyectos de bricolaje',
    Fitness: 'Ejercicio físico',
    Cooking: 'Cocina',
    'Art & Design': 'Arte y diseño',
    Technology: 'Tecnología',
    'Outdoor Activities': 'Actividades al aire libre',
    Sports: 'Deportes',
    Fashion: 'Moda',
    'Home Improvement': 'Reformas del hogar',
    'Events & Parties': 'Eventos y fiestas',
  },
  experience: {
    beginner: {
      label: 'Principiante',
      description: 'Soy nuevo alquilando o solo lo he hecho una o dos veces.',
    },
    intermediate: { label: 'Intermedio', description: 'Alquilo de vez en cuando y sé lo que necesito.' },
    expert: { label: 'Experto', description: 'Alquilo o presto a menudo, incluso equipo profesional.' },
  },
  communication: {
    formal: { label: 'Formal', description: 'Claro, educado y al grano.' },
    casual: { label: 'Informal', description: 'Relajado y desenfadado.' },
    friendly: { label: 'Cercano', description: 'Cálido y conversador.' },
  },
  availability: {
    Weekdays: 'Entre semana',
    Weekends: 'Fines de semana',
    Evenings: 'Por las tardes',
    Mornings: 'Por las mañanas',
    'Flexible Schedule': 'Horario flexible',
  },
  recommendations: {
    title: 'Recomendado para ti',
    greeting: '¡Hola, {{name}}! Estos artículos se eligieron a partir de tus respuestas.',
    greetingAnonymous: 'Estos artículos se eligieron a partir de tus respuestas.',
    viewAll: 'Ver todas las recomendaciones',
    listFirst: 'Publica tu primer artículo',
    browseAll: 'Ver todos los artículos',
    loading: 'Cargando tus recomendaciones',
    error: 'No se pudieron cargar tus recomendaciones. Inténtalo de nuevo más tarde.',
    retry: 'Reintentar',
    empty: 'Aún no hay recomendaciones',
    emptyText:
      'Ahora mismo no hay artículos disponibles que encajen con tus respuestas. Explora todo o publica tu primer artículo.',
    browseMore: 'Ver más',
    browseMoreNamed: 'Ver más: {{group}}',
    groups: {
      budget: {
        title: 'Dentro de tu presupuesto',
        subtitle: 'Entre {{min}} y {{max}} por día',
      },
      categories: {
        title: 'Tus categorías',
        subtitle: 'De las categorías que elegiste: {{categories}}',
      },
      experience: {
        title: 'Ideal para tu nivel de experiencia',
        beginner: 'Opciones asequibles para empezar',
        intermediate: 'Opciones de gama media para quien alquila a menudo',
        expert: 'Equipo profesional y opciones premium',
      },
      location: {
        title: 'Cerca de {{location}}',
        subtitle: 'Artículos publicados en {{location}} o alrededores',
      },
      trending: {
        title: 'Tendencias',
        subtitle: 'Artículos premium que alquilan los miembros',
      },
    },
  },
  results: {
    title: 'Artículos recomendados',
    subtitle: 'Todos los grupos de artículos elegidos a partir de tus respuestas de configuración.',
    searchTitle: 'Resultados de búsqueda',
    searchFor: 'Resultados de «{{q}}»',
    searchIn: 'Artículos en {{category}}',
    count_one: '{{count}} artículo encontrado',
    count_other: '{{count}} artículos encontrados',
    searching: 'Buscando…',
    refine: 'Afinar esta búsqueda',
    signedOutTitle: 'Inicia sesión para ver tus recomendaciones',
    signedOutText: 'Los miembros reciben artículos elegidos según sus intereses, presupuesto y ubicación.',
    signIn: 'Iniciar sesión / Registrarse',
    skippedTitle: 'Configura tus recomendaciones',
    skippedText:
      'Omitiste la configuración. Responde cinco preguntas rápidas para recibir artículos elegidos para ti.',
    pendingText:
      'Responde cinco preguntas rápidas en la página de inicio para recibir artículos elegidos para ti.',
    startSetup: 'Empezar configuración',
  },
  reset: {
    title: 'Recomendaciones personales',
    description:
      'Tus recomendaciones se basan en las respuestas que diste en el asistente de configuración. Restablécelas para responder de nuevo en la página de inicio.',
    button: 'Restablecer la configuración inicial',
    resetting: 'Restableciendo...',
    done: 'Configuración inicial restablecida',
    doneText: 'El asistente de configuración se abrirá en la página de inicio.',
    failed: 'No se pudo restablecer la configuración inicial',
  },
};

export default strings;

/** 'Formal' is the Spanish word as well. */
export const sameAsEnglish = ['communication.formal.label'] as const;

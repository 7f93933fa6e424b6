import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  pages: {
    create: {
      title: 'Publica tu artículo',
      subtitle:
        'Gana dinero con las cosas que tienes. Nuestro equipo revisa cada anuncio nuevo antes de publicarlo.',
    },
    edit: {
      title: 'Editar artículo',
      subtitle: 'Actualiza los detalles, los precios y las fotos de tu anuncio.',
    },
  },
  form: {
    heading: 'Detalles del artículo',
    errorTitle: 'Error',
    title: { label: 'Título', placeholder: 'p. ej., kit de cámara Canon EOS R6' },
    description: {
      label: 'Descripción',
      placeholder: 'Qué incluye, en qué estado está y todo lo que deba saber quien lo alquile',
      helper: 'Al menos 20 caracteres.',
    },
    category: { label: 'Categoría', placeholder: 'Selecciona una categoría' },
    currency: { label: 'Moneda', placeholder: 'Selecciona una moneda' },
    pricing: {
      legend: 'Precios',
      helper: 'En la moneda elegida arriba. Los precios para periodos más largos son opcionales.',
      perDay: 'Precio por día',
      perWeek: 'Precio por semana (opcional)',
      perMonth: 'Precio por mes (opcional)',
      perYear: 'Precio por año (opcional)',
      deposit: 'Depósito de garantía',
      quantity: 'Cantidad disponible',
    },
    location: {
      label: 'Ubicación',
      placeholder: 'Ciudad o barrio, p. ej., Brisbane, QLD',
      helper: 'Dónde se recoge el artículo. Se muestra en el anuncio.',
    },
    images: { legend: 'Imágenes', label: 'Imágenes del artículo' },
    terms:
      'Acepto los <terms>términos y condiciones<note> (se abre en una pestaña nueva)</note></terms> y confirmo que soy el propietario de este artículo o que puedo alquilarlo.',
    uploadingImages: 'Subiendo imágenes...',
  },
  create: {
    submit: 'Publicar artículo',
    submitting: 'Publicando artículo...',
    created: 'Artículo creado',
    createdText: '¡Tu artículo se ha publicado correctamente!',
    createdPendingText:
      'Tu artículo se ha publicado y espera la aprobación de un administrador. Los demás miembros lo verán cuando se apruebe.',
    failed: 'No se pudo crear el artículo',
    failedText: 'Se produjo un error al crear tu anuncio.',
    failedInline: 'No se pudo crear tu anuncio. Inténtalo de nuevo.',
  },
  edit: {
    submit: 'Guardar cambios',
    submitting: 'Guardando...',
    updated: 'Artículo actualizado',
    backToPending:
      'Tus cambios serán visibles cuando un administrador los apruebe. Hasta entonces, el anuncio está oculto para los arrendatarios.',
    failed: 'No se pudo actualizar el artículo',
    failedText: 'Se produjo un error al actualizar tu anuncio.',
    failedInline: 'No se pudo actualizar tu anuncio. Inténtalo de nuevo.',
    notFound: 'Artículo no encontrado',
    loadFailed: 'No se pudo cargar el artículo',
    checkConnection: 'Comprueba tu conexión e inténtalo de nuevo.',
    tryAgain: 'Inténtalo de nuevo.',
    backToListings: 'Volver a mis anuncios',
    notYours: 'Solo puedes editar tus propios anuncios',
    belongsToOther: '«{{title}}» pertenece a otro miembro.',
    approvalStatus: 'Estado de aprobación:',
    live: 'Este anuncio está publicado. Si cambias el título, la descripción, la categoría o las imágenes, volverá a revisión y permanecerá oculto para los arrendatarios hasta que un administrador apruebe los cambios.',
  },
  approval: {
    pending: 'Pendiente',
    approved: 'Aprobado',
    rejected: 'Rechazado',
    pendingHint:
      'Pendiente de aprobación: un administrador revisa cada anuncio nuevo o modificado antes de que los arrendatarios puedan verlo.',
    rejectedReason: 'Rechazado: {{reason}}',
    rejectedHint: 'Rechazado por un administrador. Edita el anuncio para enviarlo de nuevo a revisión.',
  },
  tips: {
    heading: 'Consejos para tu anuncio',
    photos: {
      title: 'Haz fotos nítidas',
      text: 'Usa buena luz y muestra el artículo desde varios ángulos; la primera foto es la portada.',
    },
    description: {
      title: 'Escribe una descripción detallada',
      text: 'Explica qué incluye, cómo funciona y para qué es más útil.',
    },
    price: {
      title: 'Fija un precio diario competitivo',
      text: 'Fíjate en artículos parecidos de tu zona y ajusta el precio por día; añade tarifas semanales o mensuales para alquileres más largos.',
    },
    condition: {
      title: 'Indica el estado y las especificaciones',
      text: 'Anota el modelo, la antigüedad, el tamaño y cualquier desgaste, para que los arrendatarios sepan exactamente qué reciben.',
    },
    pickup: {
      title: 'Explica las opciones de recogida y entrega',
      text: 'Di dónde se puede recoger el artículo y si puedes entregarlo.',
    },
    deposit: {
      title: 'Pide un depósito razonable',
      text: 'Un depósito acorde con el valor del artículo te protege sin desanimar a los arrendatarios.',
    },
  },
  uploader: {
    dropHere: 'Arrastra y suelta imágenes aquí, o',
    chooseImages: 'Elegir imágenes',
    chooseImage: 'Elegir una imagen',
    hint: 'Solo imágenes, de hasta 5 MB cada una. {{added}} de {{max}} añadidas.',
    hintReorder:
      'Solo imágenes, de hasta 5 MB cada una. {{added}} de {{max}} añadidas; arrastra para reordenarlas, la primera es la portada.',
    fileProblem: '{{name}}: {{reason}}',
    failed: 'No se pudo subir la imagen.',
    uploadFailed: 'Error al subir',
    uploadComplete: 'Subida completada',
    uploadedCount_one: '{{count}} imagen subida.',
    uploadedCount_other: '{{count}} imágenes subidas.',
    uploadedList: '{{label}}: subidas',
    uploading: 'Subiendo {{name}}…',
    waiting: 'En espera: {{name}}',
    image: 'Imagen {{position}} de {{total}}',
    coverImage: 'Imagen {{position}} de {{total}} (portada)',
    cover: 'Portada',
    reorder: 'Reordenar {{name}}',
    remove: 'Quitar {{name}}',
    instructions:
      'Para reordenar una imagen, pulsa espacio o Intro en su asa, muévela con las flechas y vuelve a pulsar espacio o Intro para soltarla, o Escape para cancelar.',
    pickedUp: 'Imagen {{position}} seleccionada.',
    over: 'La imagen {{position}} está sobre la posición {{target}}.',
    moved: 'La imagen {{position}} se ha movido a la posición {{target}}.',
    dropped: 'Imagen {{position}} soltada.',
    cancelled: 'Se ha cancelado el movimiento de la imagen {{position}}.',
  },
  calendar: {
    title: 'Calendario de disponibilidad',
    subtitle:
      'Bloquea los días en que tu artículo no se puede alquilar y fija las reglas que debe cumplir cada alquiler.',
    forListing: 'Anuncio:',
    backToListings: 'Volver a Mis anuncios',
    notFound: 'Artículo no encontrado',
    notYours: 'Este calendario no es tuyo',
    notYoursBody:
      'Solo el propietario de este anuncio (o un administrador) puede ver y cambiar su calendario.',
    loadFailed: 'No se pudo cargar el calendario',
    tryAgain: 'Inténtalo de nuevo.',
    retry: 'Reintentar',
    calendarHeading: 'Calendario',
    help: 'Elige un primer y un último día para bloquearlos, o un día bloqueado para desbloquear sus fechas. Las flechas se mueven entre días, Intro elige uno y Escape borra la elección.',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    legend: {
      heading: 'Leyenda',
      free: 'Libre',
      booked: 'Reservado',
      blocked: 'Bloqueado por ti',
      imported: 'Bloqueado por un calendario importado',
      buffer: 'Libre entre alquileres',
    },
    day: {
      free: '{{date}}: libre',
      booked: '{{date}}: reservado, todas las unidades ocupadas',
      bookedBy: '{{date}}: reservado por {{renter}} (reserva n.º {{id}})',
      bookedMany_one: '{{date}}: {{count}} reserva',
      bookedMany_other: '{{date}}: {{count}} reservas',
      blocked: '{{date}}: bloqueado por ti',
      blockedNote: '{{date}}: bloqueado por ti ({{note}})',
      imported: '{{date}}: bloqueado por un calendario importado',
      buffer: '{{date}}: libre entre alquileres',
      today: '{{label}}, hoy',
      past: '{{label}}, pasado',
      selectedStart: '{{label}}, primer día elegido',
      selectedEnd: '{{label}}, último día elegido',
      selected: '{{label}}, elegido',
    },
    selection: {
      none: 'Ningún día elegido.',
      start: 'Primer día: {{date}}. Ahora elige el último día.',
      range_one: '{{start}} a {{end}}: {{count}} día',
      range_many: '{{start}} a {{end}}: {{count}} días',
      range_other: '{{start}} a {{end}}: {{count}} días',
      block: 'Bloqueado por ti: {{start}} a {{end}}',
      imported:
        'Bloqueado por un calendario importado: {{start}} a {{end}}. Estas fechas cambian cuando cambia ese calendario.',
      note: 'Nota: {{note}}',
      bookings: 'Reservas del {{date}}',
    },
    note: {
      label: 'Nota (opcional)',
      helper: 'Solo la ves tú, por ejemplo «De vacaciones».',
    },
    block: 'Bloquear estas fechas',
    blocking: 'Bloqueando…',
    unblock: 'Desbloquear estas fechas',
    unblocking: 'Desbloqueando…',
    clear: 'Borrar',
    blocked: {
      title: 'Fechas bloqueadas',
      description: 'Del {{start}} al {{end}} ya no se puede reservar.',
    },
    unblocked: {
      title: 'Fechas desbloqueadas',
      description: 'Del {{start}} al {{end}} se puede reservar de nuevo.',
    },
    blockFailed: 'No se pudieron bloquear las fechas',
    unblockFailed: 'No se pudieron desbloquear las fechas',
    overlapsBooking:
      'Estas fechas incluyen la reserva n.º {{id}} ({{start}} a {{end}}). Debe terminar o cancelarse antes de poder bloquearlas.',
    overlapsFullyBooked:
      'Algunos de estos días tienen todas las unidades reservadas, así que no se pueden bloquear.',
    bookings: {
      heading: 'Reservas',
      empty: 'No hay reservas activas de este anuncio.',
      adminNote:
        'Las reservas se listan para el propietario del anuncio; los días sin unidades libres se ven en el calendario.',
      dates: '{{start}} a {{end}}',
      renter: 'Inquilino: {{name}}',
      someone: 'un inquilino',
      open: 'Reserva n.º {{id}} en tus solicitudes',
    },
    blocks: {
      heading: 'Fechas bloqueadas',
      empty: 'No hay fechas bloqueadas.',
      noNote: 'Sin nota',
      importedSource: 'De un calendario importado',
      unblock: 'Desbloquear',
      unblockRange: 'Desbloquear {{dates}}',
    },
    rules: {
      heading: 'Reglas de alquiler',
      description: 'Las nuevas solicitudes deben cumplir estas reglas; las reservas ya hechas no cambian.',
      emptyNoLimit: 'Déjalo vacío para no poner límite.',
      minDays: { label: 'Alquiler mínimo (días)', helper: '1 permite un alquiler de cualquier duración.' },
      maxDays: { label: 'Alquiler máximo (días)', helper: 'El alquiler más largo que aceptas.' },
      bufferDays: {
        label: 'Días entre alquileres',
        helper: 'Días libres después de cada alquiler para revisar el artículo.',
      },
      advanceNoticeDays: {
        label: 'Antelación (días)',
        helper: 'Un alquiler empieza al menos tantos días después de hoy; 0 permite el mismo día.',
      },
      horizonDays: {
        label: 'Con cuánta antelación se puede reservar (días)',
        helper: 'Un alquiler termina como mucho tantos días después de hoy.',
      },
      save: 'Guardar reglas',
      saving: 'Guardando…',
      saved: 'Reglas guardadas',
      savedText: 'Las nuevas solicitudes las siguen desde ahora.',
      failed: 'No se pudieron guardar las reglas',
      failedText: 'Revisa los campos marcados.',
    },
  },
};
export default strings;

/** The same word in Spanish. */
export const sameAsEnglish = ['form.errorTitle'] as const;

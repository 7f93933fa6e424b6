import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  wizard: {
    title: 'Alquilar {{title}}',
    stepsLabel: 'Pasos del alquiler',
    stepHeading: 'Paso {{step}} de {{total}}: {{title}}',
    steps: {
      dates: 'Elige tus fechas',
      review: 'Revisa tu alquiler',
      payment: 'Pago',
    },
    cancel: 'Cancelar',
    back: 'Atrás',
    continue: 'Continuar',
    sending: 'Enviando solicitud...',
    confirm: 'Confirmar reserva',
    close: 'Cerrar',
  },
  toasts: {
    sentTitle: '¡Solicitud de alquiler enviada!',
    sentDescription: 'Tu solicitud se ha enviado al propietario para que la apruebe.',
    approvedTitle: '¡Reserva aprobada!',
    approvedDescription: 'Reserva inmediata: tu alquiler está confirmado y se ha cobrado en tu tarjeta.',
    processingTitle: 'Aún en proceso',
    processingDescription: 'Tu solicitud todavía se está procesando. Vuelve a comprobarlo en un momento.',
    failedTitle: 'La reserva ha fallado',
    failedDescription: 'No se ha podido procesar el pago',
    datesRequiredTitle: 'Hay que elegir las fechas',
    datesRequiredDescription: 'Selecciona la fecha de inicio y la de fin.',
    paymentRequiredTitle: 'Falta el método de pago',
    paymentRequiredDescription: 'Selecciona o añade un método de pago.',
  },
  dates: {
    required: 'Hay que elegir las fechas: selecciona la fecha de inicio y la de fin.',
    invalid: 'Las fechas deben ser fechas de calendario reales (aaaa-mm-dd)',
    past: 'No se pueden seleccionar fechas pasadas',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
    tooFarAhead: 'Un alquiler puede empezar como máximo dentro de {{days}} días',
    tooLong: 'Un alquiler puede durar como máximo {{days}} días',
    overlapsBooking: 'Algunas de estas fechas ya están reservadas. Elige otras fechas.',
    overlapsBlocked: 'El propietario ha bloqueado algunas de estas fechas. Elige otras fechas.',
    overlapsBuffer:
      'Estas fechas están demasiado cerca de otra reserva: el propietario deja días libres entre alquileres.',
    minDays_one: 'Este artículo se alquila como mínimo {{count}} día',
    minDays_other: 'Este artículo se alquila como mínimo {{count}} días',
    maxDays_one: 'Este artículo se alquila como máximo un día',
    maxDays_other: 'Este artículo se alquila como máximo {{count}} días',
    notice: 'Este artículo requiere antelación: la primera fecha de inicio posible es {{date}}',
    horizon: 'Este artículo solo se puede reservar hasta el {{date}}',
    unavailable: 'Estas fechas ya no están disponibles',
  },
  days_one: '{{count}} día',
  days_other: '{{count}} días',
  delivery: {
    pickup: 'Recogida en persona',
    delivery: 'Entrega a domicilio',
  },
  details: {
    rentalDates: 'Fechas del alquiler',
    datesHelp:
      'Elige el primer día y después el último. No se pueden elegir días pasados, reservados ni no disponibles; pasa el cursor por un día o ve a él para saber por qué.',
    availabilityFailed:
      'No se han podido cargar las fechas reservadas. Puedes elegir fechas igualmente; el calendario del propietario se comprueba al enviar la solicitud.',
    tryAgain: 'Reintentar',
    start: 'Inicio:',
    end: 'Fin:',
    notChosen: 'sin elegir',
    clearDates: 'Borrar fechas',
    pickupOrDelivery: 'Recogida o entrega',
    address: 'Dirección de entrega',
    addressRequired: 'Introduce una dirección de entrega',
    addressHelp: 'Dónde debe llevar el propietario el artículo.',
    message: 'Mensaje para el propietario (opcional)',
    messagePlaceholder: 'Preséntate y cuenta para qué necesitas el artículo',
  },
  calendar: {
    booked: 'Reservado, no disponible: {{date}}',
    blocked: 'Bloqueado por el propietario, no disponible: {{date}}',
    buffer: 'Libre entre alquileres, no disponible: {{date}}',
    notice: 'Requiere antelación, el primer inicio posible es {{earliest}}: {{date}}',
    horizon: 'Demasiado lejos, el último final posible es {{latest}}: {{date}}',
    tooShort: 'Alquiler demasiado corto, el primer final posible es {{earliestEnd}}: {{date}}',
    tooLong: 'Alquiler demasiado largo, el último final posible es {{latestEnd}}: {{date}}',
    startAndEnd: 'Fecha de inicio y de fin: {{date}}',
    start: 'Fecha de inicio: {{date}}',
    end: 'Fecha de fin: {{date}}',
    inRange: 'Dentro de tu alquiler: {{date}}',
    chooseMonth: '{{shown}}, elegir un mes',
    chooseYear: '{{shown}}, elegir un año',
    previousMonths: 'Ver los dos meses anteriores',
    previousYear: 'Ir al año anterior',
    previousDecade: 'Ir a la década anterior',
    nextMonths: 'Ver los dos meses siguientes',
    nextYear: 'Ir al año siguiente',
    nextDecade: 'Ir a la década siguiente',
    content: 'calendario',
  },
  review: {
    dates: 'Fechas',
    dateRange: '{{start}} – {{end}}',
    rentalDays: 'Días de alquiler',
    youCollect: 'Recoges tú el artículo',
    message: 'Mensaje',
    priceDetails: 'Detalle del precio',
    pricePerDays_one: '{{price}} × {{count}} día',
    pricePerDays_other: '{{price}} × {{count}} días',
    serviceFee: 'Tarifa de servicio ({{percent}} %)',
    deposit: 'Depósito de garantía (retenido, reembolsable)',
    total: 'Total',
    holdExplained:
      'Al enviar la solicitud se retienen en tu tarjeta {{charge}} (alquiler y tarifa de servicio), que se cobran cuando el propietario la aprueba. El depósito de {{deposit}} se retiene aparte y se libera cuando el propietario confirma el estado del artículo.',
    chargedIn: ' El cargo en tu tarjeta se hace en {{currency}}, la moneda del propietario.',
  },
  protection: {
    add: 'Añadir protección: {{percent}} % del alquiler (mínimo {{minimum}})',
    covers:
      'Cubre daños accidentales por encima del depósito de seguridad, hasta {{cap}}. Se reembolsa con el alquiler si cancelas.',
    details: 'Qué cubre la protección',
  },
  policy: {
    title: 'Política de cancelación',
    beforeApproval:
      'Si cancelas antes de que el propietario apruebe: se libera todo lo retenido en tu tarjeta.',
    early:
      'Si cancelas tras la aprobación, al menos {{hours}} horas antes de la fecha de inicio: se reembolsa el alquiler; la tarifa de servicio no se devuelve.',
    late: 'Si cancelas más tarde: se reembolsa la mitad del alquiler.',
    byOwner: 'Si el propietario cancela después de aprobar, se te devuelve todo.',
    protection:
      'Si añadiste protección, se reembolsa con el alquiler: toda cuando se reembolsa todo el alquiler, la mitad cuando se reembolsa la mitad.',
  },
  payment: {
    signInTitle: 'Inicia sesión para completar tu reserva',
    signInDescription:
      'Tus fechas y opciones están guardadas. Al iniciar sesión volverás a este paso para pagar.',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear cuenta',
    method: 'Método de pago',
    methodsFailed: 'No se han podido cargar tus tarjetas guardadas. Puedes pagar con una tarjeta nueva.',
    endingIn: 'terminada en',
    expires: 'caduca {{date}}',
    useNewCard: 'Usar una tarjeta nueva',
    addCard: 'Añadir una tarjeta',
    savedMethod: '{{brand}} terminada en {{last4}}, caduca {{expiry}}',
    unknownBrand: 'Tarjeta',
  },
  card: {
    demo: 'Tarjeta de prueba: {{number}}, caducidad {{expiry}}, CVV {{cvv}}',
    useDemo: 'Usar tarjeta de prueba',
    number: 'Número de tarjeta',
    name: 'Nombre en la tarjeta',
    expiry: 'Fecha de caducidad',
    expiryPlaceholder: 'MM/AA',
    cvv: 'CVV',
    privacy:
      'Tu tarjeta va directamente al proveedor de pagos. KoalaRent solo guarda la marca, los cuatro últimos dígitos y la caducidad.',
    errors: {
      cardNumber: 'Introduce un número de tarjeta válido',
      nameOnCard: 'Introduce el nombre que figura en la tarjeta',
      expiryDate: 'Introduce la fecha de caducidad como MM/AA',
      expired: 'Esta tarjeta ha caducado',
      cvv: 'El código de seguridad tiene 3 o 4 dígitos',
      paymentMethodId:
        'Introduce la tarjeta de nuevo: su referencia no es un método de pago de Stripe (pm_…)',
      detailsRefused:
        'Los datos de la tarjeta se introducen en el campo seguro de Stripe: envía un identificador de método de pago de Stripe (pm_…), no el número de tarjeta ni el CVC',
      paymentMethodIdRefused: 'Este servidor recibe los datos de la tarjeta: no cobra a través de Stripe',
      paymentMethodUnknown: 'No se ha encontrado esta tarjeta. Introdúcela de nuevo.',
    },
    stripe: {
      field: 'Datos de la tarjeta',
      loading: 'Cargando el campo seguro de tarjeta de Stripe…',
      unavailable:
        'No se ha podido cargar el campo de tarjeta de Stripe. Comprueba tu conexión e inténtalo de nuevo.',
      incomplete: 'Completa los datos de tu tarjeta',
      privacy:
        'El número de tu tarjeta y su código de seguridad van de esta página directamente a Stripe: KoalaRent nunca los ve y solo guarda la marca, los cuatro últimos dígitos y la caducidad.',
    },
  },
  instantBook: {
    instant: 'Reserva inmediata: aprobada al instante',
    instantDetail:
      'Eres un arrendatario de confianza: tu solicitud se aprueba en cuanto confirmes, y el alquiler y la tarifa de servicio se cobran entonces.',
    ownerApproves: 'El propietario aprueba tu solicitud',
    ownerApprovesDetail:
      'El propietario tiene 48 horas para responder; hasta entonces solo se retiene el importe en tu tarjeta.',
    forTrusted: 'Este anuncio tiene reserva inmediata para arrendatarios de confianza:',
    youNeed: 'Te falta: {{conditions}}',
    conditions: {
      email_unverified: 'un correo electrónico verificado',
      identity_unverified: 'una verificación de identidad aprobada',
      too_few_rentals: 'al menos {{rentals}} alquileres completados',
      rating_too_low: 'una valoración de {{rating}} o más',
      upheld_damage_claim: 'ninguna reclamación por daños confirmada',
    },
  },
};
export default strings;

/** 'Total' is the Spanish word too; CVV is the code's name on every card. */
export const sameAsEnglish = ['review.total', 'card.cvv'] as const;

import type { MailStrings } from './en.js';

const es: MailStrings = {
  greeting: 'Hola, {{name}}:',
  signOff: '— El equipo de KoalaRent',
  pasteLink: 'O pega este enlace en tu navegador:',
  unsubscribe: 'Cancelar la suscripción',
  footer: 'Recibes este correo porque tienes activados los {{kinds}} en tu cuenta de KoalaRent.',
  'kinds.bookingRequests': 'correos de nuevas solicitudes de reserva',
  'kinds.bookingUpdates': 'correos de aprobación y rechazo de reservas',
  'kinds.newMessages': 'correos de mensajes nuevos',
  'unsubscribePage.title': 'Preferencias de correo de KoalaRent',
  'unsubscribePage.done': 'Has cancelado la suscripción',
  'unsubscribePage.noLonger': 'Ya no recibirás {{kind}} de KoalaRent.',
  'unsubscribePage.turnBackOn':
    'Puedes volver a activarlos cuando quieras en Preferencias de correo de {{profile}}.',
  'unsubscribePage.invalid': 'Este enlace para cancelar la suscripción no es válido.',
  'unsubscribePage.choose': 'Puedes elegir qué correos recibes en Preferencias de correo de {{profile}}.',
  'unsubscribePage.profile': 'tu perfil',

  'delivery.pickup': 'Recogida en persona',
  'delivery.to': 'Entrega en {{address}}',
  'delivery.toGivenAddress': 'Entrega en la dirección indicada',

  'bookingRequest.subject': 'Nueva solicitud de alquiler de {{itemTitle}}',
  'bookingRequest.summary':
    'A {{renterName}} le gustaría alquilar «{{itemTitle}}» ({{dates}}, {{delivery}}).',
  'bookingRequest.charged':
    'Cobrado al aprobar: {{charged}} (alquiler {{rent}} + tarifa de servicio {{fee}}).',
  'bookingRequest.deposit':
    'Depósito retenido: {{deposit}}, aparte del cobro y liberado tras tu revisión del estado.',
  'bookingRequest.deadline':
    'Aprueba o rechaza la solicitud antes del {{expiresAt}}; después caducará y se liberará la retención del pago del arrendatario.',
  'bookingRequest.wrote': '{{renterName}} escribió:',
  'bookingRequest.action': 'Revisar la solicitud',

  'bookingApproved.subject': 'Tu alquiler de {{itemTitle}} ha sido aprobado',
  'bookingApproved.approved':
    'Buenas noticias: tu solicitud para alquilar «{{itemTitle}}» ({{dates}}) ha sido aprobada.',
  'bookingApproved.charged': 'Cobrado: {{charged}} (alquiler {{rent}} + tarifa de servicio {{fee}}).',
  'bookingApproved.deposit':
    'Depósito retenido: {{deposit}}, aparte del cobro y liberado cuando el propietario revise el estado del artículo.',
  'bookingApproved.next':
    'Ya se ha cobrado el pago y la fianza seguirá retenida hasta que el artículo se devuelva. Acuerda la entrega con el propietario a través de tus mensajes.',
  'bookingDeclined.subject': 'Tu solicitud de alquiler de {{itemTitle}} ha sido rechazada',
  'bookingDeclined.declined': 'Tu solicitud para alquilar «{{itemTitle}}» ({{dates}}) ha sido rechazada.',
  'bookingDeclined.reason': 'Motivo del propietario: {{reason}}',
  'bookingDeclined.released': 'Se ha liberado la retención del pago en tu tarjeta.',
  'bookingDecision.action': 'Ver mis alquileres',

  'damageClaim.subject': 'El propietario ha declarado daños en {{itemTitle}}',
  'damageClaim.summary':
    'Solicita {{amount}} de tu depósito: {{reason}}. Acepta o impugna la reclamación antes del {{respondBy}}.',
  'newMessages.subject_one': '{{senderName}} te ha enviado un mensaje nuevo en KoalaRent',
  'newMessages.subject_other': '{{senderName}} te ha enviado {{count}} mensajes nuevos en KoalaRent',
  'newMessages.intro_one': '{{senderName}} te ha enviado un mensaje nuevo. El más reciente:',
  'newMessages.intro_other': '{{senderName}} te ha enviado {{count}} mensajes nuevos. El más reciente:',
  'newMessages.action': 'Leer y responder',

  'verification.subject': 'Verifica tu dirección de correo electrónico en KoalaRent',
  'verification.welcome':
    '¡Te damos la bienvenida a KoalaRent! Confirma tu dirección de correo electrónico para activar tu cuenta:',
  'verification.heading': '¡Te damos la bienvenida a KoalaRent, {{name}}!',
  'verification.confirm': 'Confirma tu dirección de correo electrónico para activar tu cuenta.',
  'verification.button': 'Verificar mi correo',
  'verification.expiry':
    'Este enlace solo funciona una vez y caduca en {{hours}} horas. Si no has creado una cuenta, puedes ignorar este correo.',
  'registrationAttempt.subject': 'Alguien intentó registrarse con tu dirección de correo electrónico',
  'registrationAttempt.intro':
    'Alguien acaba de intentar crear una cuenta nueva de KoalaRent con esta dirección de correo. Ya tienes una cuenta, así que no se ha creado nada. Puedes iniciar sesión aquí:',
  'registrationAttempt.button': 'Iniciar sesión',
  'registrationAttempt.forgot': '¿Has olvidado tu contraseña? Puedes elegir una nueva aquí: {{link}}',
  'registrationAttempt.notYou': 'Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
  'passwordReset.subject': 'Restablece tu contraseña de KoalaRent',
  'passwordReset.intro':
    'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de KoalaRent. Elige una nueva contraseña aquí:',
  'passwordReset.button': 'Elegir una nueva contraseña',
  'passwordReset.expiry':
    'Este enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido, puedes ignorar este correo: tu contraseña no cambia.',
  'passwordChanged.subject': 'Se ha cambiado tu contraseña de KoalaRent',
  'passwordChanged.changed':
    'La contraseña de tu cuenta de KoalaRent se acaba de cambiar con un enlace de restablecimiento, y se ha cerrado la sesión en todos los dispositivos conectados a tu cuenta.',
  'passwordChanged.notYou':
    'Si no has sido tú, vuelve a restablecer tu contraseña ahora mismo y contacta con el soporte.',
  'passwordChanged.action': 'Iniciar sesión',
};

export default es;

import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  // The error table's default messages (services/core/src/contracts/errors.ts)
  'Please check your information and try again.': 'Revisa tus datos e inténtalo de nuevo.',
  'The request could not be read.': 'No se pudo leer la solicitud.',
  'This verification link is invalid or has expired.':
    'Este enlace de verificación no es válido o ha caducado.',
  'Your email address is already verified. Please sign in.':
    'Tu dirección de correo electrónico ya está verificada. Inicia sesión.',
  'This sign-in provider is not configured on this server.':
    'Este proveedor de inicio de sesión no está configurado en este servidor.',
  'Invalid email or password. Please check your credentials and try again.':
    'Correo electrónico o contraseña incorrectos. Revisa tus credenciales e inténtalo de nuevo.',
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'Please verify your email address before signing in. Check your inbox for the verification link.':
    'Verifica tu dirección de correo electrónico antes de iniciar sesión. Busca el enlace de verificación en tu bandeja de entrada.',
  'Your account has been locked. Please contact support.':
    'Tu cuenta ha sido bloqueada. Ponte en contacto con el servicio de asistencia.',
  'Invalid admin credentials. Please try again.':
    'Credenciales de administrador no válidas. Inténtalo de nuevo.',
  'You do not have permission to do that.': 'No tienes permiso para hacer eso.',
  'Cross-site request refused.': 'Solicitud entre sitios rechazada.',
  'Not found.': 'No encontrado.',
  'An account with this email already exists': 'Ya existe una cuenta con este correo electrónico',
  'This username is already taken': 'Este nombre de usuario ya está en uso',
  'This request conflicts with the current state. Please reload and try again.':
    'Esta solicitud entra en conflicto con el estado actual. Vuelve a cargar la página e inténtalo de nuevo.',
  'These dates are no longer available': 'Estas fechas ya no están disponibles',
  'The price of this rental has changed. Please review the new total and try again.':
    'El precio de este alquiler ha cambiado. Revisa el nuevo total e inténtalo de nuevo.',
  'This booking cannot do that in its current state.':
    'Esta reserva no admite esa acción en su estado actual.',
  'This idempotency key was already used for a different request.':
    'Esta clave de idempotencia ya se usó para otra solicitud.',
  'Your card was declined.': 'Tu tarjeta ha sido rechazada.',
  'Too many login attempts. Please try again later.':
    'Demasiados intentos de inicio de sesión. Inténtalo de nuevo más tarde.',
  'Too many requests. Please slow down and try again shortly.':
    'Demasiadas solicitudes. Ve más despacio e inténtalo de nuevo en breve.',
  'Your request is still being processed. Check again in a moment.':
    'Tu solicitud todavía se está procesando. Vuelve a comprobarlo en un momento.',
  'The service is temporarily unavailable. Please try again in a moment.':
    'El servicio no está disponible temporalmente. Inténtalo de nuevo en un momento.',
  'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.':
    'Tu solicitud todavía se está procesando. Vuelve a intentarlo en un momento con la misma Idempotency-Key para obtener su respuesta.',
  'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.':
    'El servicio no está disponible temporalmente. Vuelve a intentarlo con la misma Idempotency-Key: la solicitud nunca se hace dos veces.',
  'Something went wrong. Please try again later.': 'Algo salió mal. Inténtalo de nuevo más tarde.',

  // Sign-up, sign-in and profile (contracts/auth.schema.ts, the account commands)
  'Please enter a valid email': 'Introduce un correo electrónico válido',
  'Password must be at least 6 characters': 'La contraseña debe tener al menos 6 caracteres',
  'Password is too long': 'La contraseña es demasiado larga',
  'Full name must be at least 2 characters': 'El nombre completo debe tener al menos 2 caracteres',
  'Full name is too long': 'El nombre completo es demasiado largo',
  'Username must be at least 3 characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'Username must be at most 30 characters': 'El nombre de usuario puede tener como máximo 30 caracteres',
  'Username may contain only letters, numbers, dots, dashes and underscores':
    'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  "Passwords don't match": 'Las contraseñas no coinciden',
  'Email is required': 'El correo electrónico es obligatorio',
  'Password is required': 'La contraseña es obligatoria',
  'Phone number is too long': 'El número de teléfono es demasiado largo',
  'Please enter a valid phone number': 'Introduce un número de teléfono válido',
  'Account already exists': 'La cuenta ya existe',
  'User not found': 'Usuario no encontrado',
  'You can only edit your own profile.': 'Solo puedes editar tu propio perfil.',
  'Nothing to change': 'No hay nada que cambiar',

  // Listings (contracts/item.schema.ts, the item commands and queries)
  'Title must be at least 5 characters': 'El título debe tener al menos 5 caracteres',
  'Title must be at most 100 characters': 'El título puede tener como máximo 100 caracteres',
  'Description must be at least 20 characters': 'La descripción debe tener al menos 20 caracteres',
  'Description must be at most 5000 characters': 'La descripción puede tener como máximo 5000 caracteres',
  'Please select a category': 'Selecciona una categoría',
  'Please select a currency': 'Selecciona una moneda',
  'Daily price must be a positive number': 'El precio por día debe ser un número positivo',
  'Weekly price must be a positive number if provided':
    'Si indicas un precio por semana, debe ser un número positivo',
  'Monthly price must be a positive number if provided':
    'Si indicas un precio por mes, debe ser un número positivo',
  'Yearly price must be a positive number if provided':
    'Si indicas un precio por año, debe ser un número positivo',
  'Price must be at most 1,000,000': 'El precio puede ser como máximo 1.000.000',
  'Security deposit must be a non-negative number': 'El depósito de garantía no puede ser un número negativo',
  'Location is required': 'La ubicación es obligatoria',
  'Location must be at most 200 characters': 'La ubicación puede tener como máximo 200 caracteres',
  'At least 1 item must be available': 'Debe haber al menos 1 unidad disponible',
  'Maximum 100 items allowed': 'Se permiten como máximo 100 unidades',
  'Quantity must be a whole number': 'La cantidad debe ser un número entero',
  'You must agree to the terms and conditions': 'Debes aceptar los términos y condiciones',
  'At least one image is required': 'Se necesita al menos una imagen',
  'Maximum {{count}} images allowed': 'Se permiten como máximo {{count}} imágenes',
  'You can only upload up to {{count}} images in total.':
    'Solo puedes subir hasta {{count}} imágenes en total.',
  'Images must be uploaded here first': 'Las imágenes deben subirse primero aquí',
  'Approval status must be approved or rejected': 'El estado de aprobación debe ser aprobado o rechazado',
  'Reason must be at most 500 characters': 'El motivo puede tener como máximo 500 caracteres',
  'Item not found': 'Artículo no encontrado',
  'Only the owner of this item can change it.': 'Solo el propietario de este artículo puede modificarlo.',
  'This item has bookings in progress. Cancel or complete them before deleting it.':
    'Este artículo tiene reservas en curso. Cancélalas o complétalas antes de eliminarlo.',

  // Search filters (contracts/item.schema.ts, search)
  'Search must be at most 200 characters': 'La búsqueda puede tener como máximo 200 caracteres',
  'Minimum price must not be negative': 'El precio mínimo no puede ser negativo',
  'Maximum price must not be negative': 'El precio máximo no puede ser negativo',
  'Minimum price must not exceed the maximum price': 'El precio mínimo no puede superar el precio máximo',
  'Unsupported currency': 'Moneda no admitida',
  'Latitude must be between -90 and 90': 'La latitud debe estar entre -90 y 90',
  'Longitude must be between -180 and 180': 'La longitud debe estar entre -180 y 180',
  'Radius must be positive': 'El radio debe ser positivo',

  // Places and onboarding
  'Invalid coordinates': 'Coordenadas no válidas',
  'Unknown location': 'Ubicación desconocida',
  'The search text must be at most 100 characters':
    'El texto de búsqueda puede tener como máximo 100 caracteres',
  'Too many location requests. Please try again in {{seconds}} second.':
    'Demasiadas solicitudes de ubicación. Inténtalo de nuevo dentro de {{seconds}} segundo.',
  'Too many location requests. Please try again in {{seconds}} seconds.':
    'Demasiadas solicitudes de ubicación. Inténtalo de nuevo dentro de {{seconds}} segundos.',
  'Please choose one of the listed languages': 'Elige uno de los idiomas de la lista',
  'Budget must be between 10 and 500 per day': 'El presupuesto debe estar entre 10 y 500 por día',
  'Minimum budget cannot exceed maximum budget': 'El presupuesto mínimo no puede superar el máximo',
  'Budget must be a multiple of 10': 'El presupuesto debe ser un múltiplo de 10',
  'Please choose one of the listed options': 'Elige una de las opciones de la lista',

  // Image uploads (uploads/image-processing.ts, the upload route) and the uploader's own stand-ins when an answer has no message
  'Only image files are allowed': 'Solo se permiten archivos de imagen',
  'Image size should not exceed 5MB': 'El tamaño de la imagen no debe superar los 5 MB',
  'The image is damaged or incomplete. Please choose another file.':
    'La imagen está dañada o incompleta. Elige otro archivo.',
  'The image is too large in pixels. Please choose a smaller image.':
    'La imagen tiene demasiados píxeles. Elige una imagen más pequeña.',
  'The file name is not allowed.': 'El nombre del archivo no está permitido.',
  'The file contains something other than an image.': 'El archivo contiene algo que no es una imagen.',
  'Choose an image to upload.': 'Elige una imagen para subir.',
  'The upload could not be read.': 'No se pudo leer el archivo subido.',
  'Please sign in to upload images.': 'Inicia sesión para subir imágenes.',
  'Too many uploads. Please wait a moment and try again.':
    'Demasiadas subidas. Espera un momento e inténtalo de nuevo.',
  'The image could not be uploaded. Please try again.': 'No se pudo subir la imagen. Inténtalo de nuevo.',
  'Could not reach the server. Please check your connection and try again.':
    'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',

  // Rate limits (gateway/src/modules/accounts/rate-limits.ts)
  'Too many login attempts. Please try again in {{minutes}} minute.':
    'Demasiados intentos de inicio de sesión. Inténtalo de nuevo dentro de {{minutes}} minuto.',
  'Too many login attempts. Please try again in {{minutes}} minutes.':
    'Demasiados intentos de inicio de sesión. Inténtalo de nuevo dentro de {{minutes}} minutos.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minute.':
    'Demasiados intentos de registro desde esta red. Inténtalo de nuevo dentro de {{minutes}} minuto.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minutes.':
    'Demasiados intentos de registro desde esta red. Inténtalo de nuevo dentro de {{minutes}} minutos.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minute.':
    'Demasiadas solicitudes de correo de verificación. Inténtalo de nuevo dentro de {{minutes}} minuto.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minutes.':
    'Demasiadas solicitudes de correo de verificación. Inténtalo de nuevo dentro de {{minutes}} minutos.',
  'Too many uploads. Please try again in {{minutes}} minute.':
    'Demasiadas subidas. Inténtalo de nuevo dentro de {{minutes}} minuto.',
  'Too many uploads. Please try again in {{minutes}} minutes.':
    'Demasiadas subidas. Inténtalo de nuevo dentro de {{minutes}} minutos.',
  'Too many page views. Please slow down and try again shortly.':
    'Demasiadas visitas de página. Ve más despacio e inténtalo de nuevo en breve.',

  // Booking requests, payments and cards (contracts/booking.schema.ts, card.ts, the bookings service)
  'Date selection required: Please select both start and end dates.':
    'Selección de fechas obligatoria: selecciona la fecha de inicio y la de fin.',
  'Payment method required: Please select or add a payment method.':
    'Método de pago obligatorio: selecciona o añade un método de pago.',
  'Dates must be real calendar dates (yyyy-mm-dd)':
    'Las fechas deben ser fechas reales del calendario (aaaa-mm-dd)',
  'The end date cannot be before the start date': 'La fecha de fin no puede ser anterior a la de inicio',
  'Past dates cannot be selected': 'No se pueden seleccionar fechas pasadas',
  // Search by dates (services/core/src/contracts/search-dates.schema.ts)
  'Past dates cannot be searched': 'No se puede buscar en fechas pasadas',
  'Please give the first day too: a search by dates needs both a start and an end date':
    'Indica también el primer día: una búsqueda por fechas necesita una fecha de inicio y una de fin',
  'Please give the last day too: a search by dates needs both a start and an end date':
    'Indica también el último día: una búsqueda por fechas necesita una fecha de inicio y una de fin',
  'A rental can last at most 365 days': 'Un alquiler puede durar como máximo 365 días',
  'Rentals can start at most 730 days ahead': 'Los alquileres pueden empezar como máximo dentro de 730 días',
  'Please enter a delivery address': 'Introduce una dirección de entrega',
  'The delivery address must be at most 300 characters':
    'La dirección de entrega puede tener como máximo 300 caracteres',
  'The message must be at most 1000 characters': 'El mensaje puede tener como máximo 1000 caracteres',
  'Notes must be at most 1000 characters': 'Las notas pueden tener como máximo 1000 caracteres',
  'The total price must be a positive number': 'El precio total debe ser un número positivo',
  'Amounts can have at most 2 decimal places': 'Los importes pueden tener como máximo 2 decimales',
  "This booking's total is above the maximum of 419,750,000.00":
    'El total de esta reserva supera el máximo de 419.750.000,00',
  'The amount the owner keeps must be a number from 0':
    'El importe que se queda el propietario debe ser un número desde 0',
  'Please give a reason': 'Indica un motivo',
  'The damage amount must be a positive number': 'El importe de los daños debe ser un número positivo',
  'Please choose a rating from 1 to 5 stars': 'Elige una valoración de 1 a 5 estrellas',
  'The review must be at most 2000 characters': 'La reseña puede tener como máximo 2000 caracteres',
  'Please enter a valid card number': 'Introduce un número de tarjeta válido',
  'Please enter the name on the card': 'Introduce el nombre que figura en la tarjeta',
  'Please enter the expiry date as MM/YY': 'Introduce la fecha de caducidad con el formato MM/AA',
  'This card has expired': 'Esta tarjeta ha caducado',
  'The security code is 3 or 4 digits': 'El código de seguridad tiene 3 o 4 dígitos',
  'Please enter the card again: its reference is not a Stripe payment method (pm_…)':
    'Introduce la tarjeta de nuevo: su referencia no es un método de pago de Stripe (pm_…)',
  'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC':
    'Los datos de la tarjeta se introducen en el campo seguro de Stripe: envía un identificador de método de pago de Stripe (pm_…), no el número de tarjeta ni el CVC',
  'This server takes the card’s details: it does not pay through Stripe':
    'Este servidor recibe los datos de la tarjeta: no cobra a través de Stripe',
  'This card could not be found. Please enter it again.':
    'No se ha encontrado esta tarjeta. Introdúcela de nuevo.',
  'Your card has insufficient funds.': 'Tu tarjeta no tiene fondos suficientes.',
  'The payment could not be processed. Please try again.': 'No se pudo procesar el pago. Inténtalo de nuevo.',
  'This payment method is not available. Please choose another.':
    'Este método de pago no está disponible. Elige otro.',
  'Choose a saved payment method or a new card, not both.':
    'Elige un método de pago guardado o una tarjeta nueva, no ambos.',
  'Payment method not found': 'Método de pago no encontrado',
  'You cannot rent your own item.': 'No puedes alquilar tu propio artículo.',
  'This item is not available for rent right now.':
    'Este artículo no está disponible para alquilar en este momento.',
  'The price of this rental has changed: {{days}} day now cost {{total}} including the service fee. Please review and try again.':
    'El precio de este alquiler ha cambiado: {{days}} día cuesta ahora {{total}}, tarifa de servicio incluida. Revísalo e inténtalo de nuevo.',
  'The price of this rental has changed: {{days}} days now cost {{total}} including the service fee. Please review and try again.':
    'El precio de este alquiler ha cambiado: {{days}} días cuestan ahora {{total}}, tarifa de servicio incluida. Revísalo e inténtalo de nuevo.',

  // Booking steps, damage and reviews (the bookings service, the booking resolvers)
  'Booking not found': 'Reserva no encontrada',
  'You can only see your own bookings.': 'Solo puedes ver tus propias reservas.',
  'Only the owner can do that.': 'Solo el propietario puede hacer eso.',
  'Only the renter can do that.': 'Solo el arrendatario puede hacer eso.',
  'Only the renter or owner can do that.': 'Solo el arrendatario o el propietario pueden hacer eso.',
  'This booking is {{status}}: it cannot be {{action}} now.':
    'Esta reserva está en estado «{{status}}»: ahora no puede ser {{action}}.',
  'This request expired: the owner did not answer within 48 hours.':
    'Esta solicitud ha caducado: el propietario no respondió en 48 horas.',
  'A damage report is open on this booking: it is settled by the renter or an admin.':
    'Hay un informe de daños abierto en esta reserva: lo resuelve el arrendatario o un administrador.',
  'Damage was already reported for this booking.': 'Ya se han notificado daños para esta reserva.',
  'Damage can be reported within {{days}} days of the return.':
    'Los daños pueden notificarse en los {{days}} días siguientes a la devolución.',
  'The damage amount can be at most {{amount}} (the deposit, less any late fee).':
    'El importe de los daños puede ser como máximo {{amount}} (el depósito, menos cualquier recargo por retraso).',
  'This damage report was already answered.': 'Este informe de daños ya ha sido respondido.',
  'There is no damage report to answer.': 'No hay ningún informe de daños que responder.',
  'Only an admin can decide a dispute.': 'Solo un administrador puede resolver una disputa.',
  'You rent or own this booking: another admin decides its dispute.':
    'Alquilas o eres propietario en esta reserva: otro administrador resuelve su disputa.',
  'This booking has no disputed damage report.': 'Esta reserva no tiene ningún informe de daños en disputa.',
  // Protection at checkout (issue 26 §2): the request's flag, the claim above the deposit and its admin decision
  'Protection must be true or false': 'La protección debe ser true o false',
  'The protection fee must be a number from 0': 'La tarifa de protección debe ser un número desde 0',
  'A protection fee was given without protection: add protection or leave the fee out':
    'Se indicó una tarifa de protección sin protección: añade la protección o quita la tarifa',
  'The price of protection for this rental has changed: it now costs {{fee}}. Please review and try again.':
    'El precio de la protección de este alquiler ha cambiado: ahora cuesta {{fee}}. Revísalo e inténtalo de nuevo.',
  'The decision must be approve or reject': 'La decisión debe ser approve o reject',
  'This booking has no protection claim to decide.':
    'Esta reserva no tiene ninguna reclamación de protección por decidir.',
  'This protection claim was already decided.': 'Esta reclamación de protección ya se decidió.',
  'Only an admin can decide a protection claim.':
    'Solo un administrador puede decidir una reclamación de protección.',
  'You rent or own this booking: another admin decides its protection claim.':
    'Alquilas o eres dueño de esta reserva: otro administrador decide su reclamación de protección.',
  'status must be pending, decided or all': 'status debe ser pending, decided o all',
  "The damage amount can be at most {{amount}} (the deposit, less any late fee, plus the protection's cover of {{cover}}).":
    'El importe de los daños puede ser como máximo {{amount}} (el depósito, menos cualquier recargo por retraso, más la cobertura de la protección de {{cover}}).',
  'The owner can keep at most the claimed {{amount}} from the deposit.':
    'El propietario puede quedarse como máximo con los {{amount}} reclamados del depósito.',
  'The owner can keep at most the claimed {{amount}}.':
    'El propietario puede quedarse como máximo con los {{amount}} reclamados.',
  'The review window for this rental has closed.': 'El plazo para reseñar este alquiler ha terminado.',
  'You have already reviewed this rental.': 'Ya has reseñado este alquiler.',
  'Review not found': 'Reseña no encontrada',

  // Notes the worker stores on a booking (services/bookings/src/jobs/timers.ts), shown where its reason or note is
  'The owner did not answer within 48 hours.': 'El propietario no respondió en 48 horas.',
  'Completed automatically': 'Completada automáticamente',

  // Parts the booking step message above puts in its {{status}} and {{action}} (BOOKING_STATUS_LABELS, ACTION_WORDS)
  'Pending Approval': 'Pendiente de aprobación',
  Approved: 'Aprobada',
  Rejected: 'Rechazada',
  'Ready for Pickup': 'Lista para recoger',
  'In Transit': 'En tránsito',
  'With You': 'Contigo',
  Returned: 'Devuelta',
  Completed: 'Completada',
  Cancelled: 'Cancelada',
  approved: 'aprobada',
  rejected: 'rechazada',
  cancelled: 'cancelada',
  'marked ready for pickup': 'marcada como lista para recoger',
  'marked as shipped': 'marcada como enviada',
  'marked as received': 'marcada como recibida',
  'marked as returned': 'marcada como devuelta',
  'checked in': 'revisada a su devolución',
  'reported as damaged': 'notificada con daños',
  answered: 'respondida',
  decided: 'resuelta',
  reviewed: 'reseñada',

  // Messages between members (services/messaging/src/contracts.ts, the messaging resolvers)
  'Message required: Please enter a message': 'Mensaje obligatorio: escribe un mensaje',
  'Messages are limited to 2,000 characters': 'Los mensajes están limitados a 2000 caracteres',
  'You cannot message yourself': 'No puedes enviarte mensajes a ti mismo',
  'This account cannot send messages': 'Esta cuenta no puede enviar mensajes',
  'That booking is not between you two': 'Esa reserva no es entre vosotros dos',
  'That item is not listed by either of you': 'Ese artículo no lo ha publicado ninguno de los dos',
  'You can only read your own messages': 'Solo puedes leer tus propios mensajes',
  'You can only send messages as yourself': 'Solo puedes enviar mensajes en tu propio nombre',
  'This unsubscribe link is invalid.': 'Este enlace para darse de baja no es válido.',
  'You are sending messages too fast. Try again in {{seconds}} second.':
    'Estás enviando mensajes demasiado rápido. Inténtalo de nuevo dentro de {{seconds}} segundo.',
  'You are sending messages too fast. Try again in {{seconds}} seconds.':
    'Estás enviando mensajes demasiado rápido. Inténtalo de nuevo dentro de {{seconds}} segundos.',

  // Administration (gateway/src/modules/admin, tracking)
  'You cannot unverify your own account': 'No puedes quitar la verificación de tu propia cuenta',
  'You cannot lock your own account': 'No puedes bloquear tu propia cuenta',
  'You cannot remove your own admin role': 'No puedes quitarte tu propio rol de administrador',
  'The last admin cannot be demoted': 'No se puede degradar al último administrador',
  'Subject is required': 'El asunto es obligatorio',
  'Subject must be at most 200 characters': 'El asunto puede tener como máximo 200 caracteres',
  'Subject must be one line': 'El asunto debe ocupar una sola línea',
  'Message is required': 'El mensaje es obligatorio',
  'Message must be at most 10,000 characters': 'El mensaje puede tener como máximo 10 000 caracteres',
  'The e-mail could not be sent. Please try again in a moment.':
    'No se pudo enviar el correo electrónico. Inténtalo de nuevo en un momento.',
  'A search may be at most 200 characters': 'Una búsqueda puede tener como máximo 200 caracteres',
  'Control characters are not allowed': 'No se permiten caracteres de control',
  'The form has a part after the image. Send the image alone.':
    'El formulario tiene una parte después de la imagen. Envía solo la imagen.',
  'The form has too many parts. Send one image alone.':
    'El formulario tiene demasiadas partes. Envía una sola imagen.',
  'The upload could not be read: a part of the form is malformed.':
    'No se pudo leer la subida: una parte del formulario está mal formada.',
  'The upload could not be read: it goes on after the end of the form.':
    'No se pudo leer la subida: continúa después del final del formulario.',
  'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).':
    'No se pudo leer la subida: el formulario no tiene ninguna parte completa (¿está cortado o su separador no es el de Content-Type?).',
  'The upload ended before the form did. Please try again.':
    'La subida terminó antes que el formulario. Inténtalo de nuevo.',
  'This password reset link is invalid or has expired.':
    'Este enlace para restablecer la contraseña no es válido o ha caducado.',

  // Availability rules and blocked dates (issue 23: core's availability.schema.ts, bookings' availability)
  "These dates cannot be booked under this listing's availability rules":
    'Estas fechas no se pueden reservar según las reglas de disponibilidad de este anuncio',
  'The minimum rental must be a whole number of days from 1 to 365':
    'El alquiler mínimo debe ser un número entero de días de 1 a 365',
  'The maximum rental must be empty (no limit) or a whole number of days from 1 to 365':
    'El alquiler máximo debe quedar vacío (sin límite) o ser un número entero de días de 1 a 365',
  'The maximum rental cannot be shorter than the minimum':
    'El alquiler máximo no puede ser más corto que el mínimo',
  'Days between rentals must be a whole number from 0 to 30':
    'Los días entre alquileres deben ser un número entero de 0 a 30',
  'Advance notice must be a whole number of days from 0 to 365':
    'La antelación debe ser un número entero de días de 0 a 365',
  'How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to 730':
    'La antelación máxima de reserva debe quedar vacía (sin límite) o ser un número entero de días de 1 a 730',
  'How far ahead it can be booked must be longer than the advance notice':
    'La antelación máxima de reserva debe ser mayor que la antelación mínima',
  'Please choose the first and last day to block': 'Elige el primer y el último día que quieres bloquear',
  'The last blocked day cannot be before the first':
    'El último día bloqueado no puede ser anterior al primero',
  'Past dates cannot be blocked': 'No se pueden bloquear fechas pasadas',
  'Dates can be blocked at most 1095 days ahead':
    'Las fechas se pueden bloquear como máximo con 1095 días de antelación',
  'The note must be at most 200 characters': 'La nota debe tener como máximo 200 caracteres',
  'A listing can have at most 200 blocked ranges. Please remove some first.':
    'Un anuncio puede tener como máximo 200 periodos bloqueados. Elimina alguno primero.',
  'This blocked range does not exist': 'Este periodo bloqueado no existe',
  'These dates come from an imported calendar: they change when that calendar does':
    'Estas fechas vienen de un calendario importado: cambian cuando cambia ese calendario',
  'Only the owner of this item can change its availability.':
    'Solo el propietario de este artículo puede cambiar su disponibilidad.',
  'This item can be rented for at least {{count}} days':
    'Este artículo se alquila como mínimo {{count}} días',
  'This item can be rented for one day at most': 'Este artículo se alquila como máximo un día',
  'This item can be rented for at most {{count}} days': 'Este artículo se alquila como máximo {{count}} días',
  'This item needs advance notice: the earliest start date is {{date}}':
    'Este artículo requiere antelación: la primera fecha de inicio posible es {{date}}',
  'This item can only be booked until {{date}}': 'Este artículo solo se puede reservar hasta el {{date}}',
  'The owner has blocked some of these dates': 'El propietario ha bloqueado algunas de estas fechas',
  'These dates are too close to another booking: the owner keeps a day free between rentals':
    'Estas fechas están demasiado cerca de otra reserva: el propietario deja un día libre entre alquileres',
  'These dates are too close to another booking: the owner keeps {{count}} days free between rentals':
    'Estas fechas están demasiado cerca de otra reserva: el propietario deja {{count}} días libres entre alquileres',
  'These dates overlap booking #{{id}} ({{startDate}} to {{endDate}}). It must end or be cancelled before they can be blocked.':
    'Estas fechas coinciden con la reserva n.º {{id}} ({{startDate}} a {{endDate}}). Debe terminar o cancelarse antes de poder bloquearlas.',
  // Calendar sync (issue 23 §3: core's availability.schema.ts CalendarMessages, the iCal feed route)
  'Please enter the address of the calendar to import':
    'Introduce la dirección del calendario que quieres importar',
  'The calendar address must be a web address starting with http:// or https://':
    'La dirección del calendario debe ser una dirección web que empiece por http:// o https://',
  'The calendar address must be at most 2000 characters':
    'La dirección del calendario debe tener como máximo 2000 caracteres',
  'The calendar address must not contain a user name or password':
    'La dirección del calendario no debe contener un nombre de usuario ni una contraseña',
  "The calendar's name must be at most 60 characters":
    'El nombre del calendario debe tener como máximo 60 caracteres',
  'A listing can import at most 10 calendars. Please remove one first.':
    'Un anuncio puede importar como máximo 10 calendarios. Elimina uno primero.',
  'This calendar is already imported for this listing': 'Este calendario ya está importado en este anuncio',
  'This imported calendar does not exist': 'Este calendario importado no existe',
  'Calendar not found': 'Calendario no encontrado',
  // Numbers read from a request (core's request.schema.ts)
  'Must be a whole number': 'Debe ser un número entero',
  // API tokens (core's api-token.schema.ts, issue 25 §3)
  'Give the token a name': 'Ponle un nombre al token',
  'A token name is at most 100 characters': 'El nombre de un token tiene como máximo 100 caracteres',
  'Choose at least one scope: read or write': 'Elige al menos un permiso: read o write',
  'Scopes are read, write, admin:read or admin:write':
    'Los permisos son read, write, admin:read o admin:write',
  'Only admins can give a token admin scopes':
    'Solo los administradores pueden dar permisos de administración a un token',
  'The expiry must be a date and time (ISO 8601) in the future':
    'La caducidad debe ser una fecha y hora (ISO 8601) en el futuro',
  'You can have at most 50 API tokens; revoke one first':
    'Puedes tener como máximo 50 tokens de API; revoca uno primero',
  'No such API token': 'No existe ese token de API',
  'API tokens cannot create, list or revoke API tokens; sign in to manage them':
    'Los tokens de API no pueden crear, listar ni revocar tokens de API; inicia sesión para gestionarlos',
  'This API token is invalid, expired or revoked.':
    'Este token de API no es válido, ha caducado o se ha revocado.',
  "This API token has read access only: this needs a token with the 'write' scope.":
    "Este token de API solo tiene acceso de lectura: hace falta un token con el permiso 'write'.",
  "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.":
    "Los permisos de este token de API no permiten leer: necesita el permiso 'read' o 'write'.",
  "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.":
    "Esto requiere un token de API de un administrador con el permiso 'admin:read' o 'admin:write'.",
  "This needs an admin's API token with the 'admin:write' scope.":
    "Esto requiere un token de API de un administrador con el permiso 'admin:write'.",
  'This API token made too many requests this minute. Try again after the Retry-After seconds.':
    'Este token de API ha hecho demasiadas solicitudes este minuto. Vuelve a intentarlo pasados los segundos de Retry-After.',
  'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.':
    'Este token de API ha gastado su presupuesto de coste de GraphQL de esta hora. Vuelve a intentarlo pasados los segundos de Retry-After.',
  // Reports and blocks (issue 26 §3)
  "The target type is 'item' or 'user'": "El tipo de objetivo es 'item' o 'user'",
  'Name the listing or member you are reporting': 'Indica el anuncio o el miembro que denuncias',
  'Choose a reason: scam, inappropriate, prohibited_item, harassment or other':
    'Elige un motivo: estafa, contenido inapropiado, artículo prohibido, acoso u otro',
  'The note is at most 1,000 characters': 'La nota tiene como máximo 1.000 caracteres',
  'The note must be text without control characters': 'La nota debe ser texto sin caracteres de control',
  'You have already reported this, and an administrator has not yet looked at it.':
    'Ya has denunciado esto y un administrador aún no lo ha revisado.',
  'You cannot report yourself or your own listing.':
    'No puedes denunciarte a ti mismo ni a tu propio anuncio.',
  'Report not found': 'Denuncia no encontrada',
  'The action is dismiss, hide_listing, lock_member or warn':
    'La acción es descartar, ocultar el anuncio, bloquear al miembro o advertir',
  'This report has already been resolved.': 'Esta denuncia ya se ha resuelto.',
  'Only a report about a listing can hide a listing.':
    'Solo una denuncia sobre un anuncio puede ocultar un anuncio.',
  'You have sent too many reports. Try again in {{seconds}} seconds.':
    'Has enviado demasiadas denuncias. Vuelve a intentarlo en {{seconds}} segundos.',
  'You cannot block yourself.': 'No puedes bloquearte a ti mismo.',
  'You have not blocked this member.': 'No has bloqueado a este miembro.',
  'You cannot message this member: one of you has blocked the other.':
    'No puedes escribir a este miembro: uno de los dos ha bloqueado al otro.',
  "You cannot book this member's items: one of you has blocked the other.":
    'No puedes alquilar los artículos de este miembro: uno de los dos ha bloqueado al otro.',
  "The status is 'open' or 'resolved'": "El estado es 'open' o 'resolved'",
  'The warning e-mail could not be sent. Please try again in a moment.':
    'No se ha podido enviar el correo de advertencia. Vuelve a intentarlo en un momento.',
  // Identity checks (issue 26 §1).
  'Add a photo of the front of your identity document, and of its back if it has one':
    'Añade una foto del anverso de tu documento de identidad, y del reverso si lo tiene',
  'Add a selfie': 'Añade un selfi',
  'Each photo must be a different upload': 'Cada foto debe ser una subida distinta',
  'Give the member a reason for the rejection': 'Indica al miembro el motivo del rechazo',
  'Identity check not found': 'Verificación de identidad no encontrada',
  "The decision is 'verified' or 'rejected'": "La decisión es 'verified' o 'rejected'",
  'The reason is at most 500 characters': 'El motivo tiene como máximo 500 caracteres',
  'The reason must be text without control characters': 'El motivo debe ser texto sin caracteres de control',
  "The status is 'submitted', 'verified' or 'rejected'": "El estado es 'submitted', 'verified' o 'rejected'",
  'This identity check has already been decided.': 'Esta verificación de identidad ya se ha decidido.',
  'This link is not valid or has expired.': 'Este enlace no es válido o ha caducado.',
  'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used':
    'Vuelve a subir las fotos: una de ellas no es una foto de identidad que hayas subido, o ya se ha usado',
  'Your identity check is waiting for an administrator.':
    'Tu verificación de identidad está pendiente de un administrador.',
  'Your identity is already verified.': 'Tu identidad ya está verificada.',
};
export default strings;

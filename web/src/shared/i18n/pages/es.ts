import type { PagesTranslation } from './en';

export const pagesEs: PagesTranslation = {
  howItWorks: {
    hero: {
      title: 'Cómo funciona KoalaRent',
      subtitle:
        'Alquila lo que necesitas a gente de tu zona o gana dinero con las cosas que ya tienes. Así va un alquiler, de la búsqueda a la reseña.',
    },
    process: {
      title: 'Alquilar en cinco pasos',
      step: 'Paso {{number}}',
      find: {
        title: 'Encuentra lo que necesitas',
        body: 'Busca por palabra, categoría, precio o distancia y compara fotos, precios, fianzas y valoraciones de los propietarios.',
      },
      book: {
        title: 'Reserva tus fechas',
        body: 'Elige las fechas y envía la solicitud. Ves el precio total, la comisión y la fianza antes de confirmar.',
      },
      coordinate: {
        title: 'Coordínate con el propietario',
        body: 'Escribe al propietario para acordar recogida o entrega, horario y todo lo que debas saber del artículo.',
      },
      use: {
        title: 'Úsalo y devuélvelo',
        body: 'Confirma la recepción, disfrútalo y devuélvelo en el mismo estado antes de la fecha de fin.',
      },
      review: {
        title: 'Deja una reseña',
        body: 'Valora el artículo y al propietario. Las reseñas sinceras ayudan al siguiente inquilino y mantienen la confianza de la comunidad.',
      },
    },
    owners: {
      title: 'Para propietarios',
      subtitle:
        'Tu taladro, tu tienda de campaña o tu cámara pasan casi toda su vida en una estantería. Haz que trabajen para ti.',
      income: {
        title: 'Gana ingresos extra',
        body: 'Fija tus propios precios por día, semana y mes. Cada alquiler paga las cosas que ya tienes.',
      },
      safe: {
        title: 'Seguro y protegido',
        body: 'Los inquilinos son miembros verificados, el pago se retiene hasta que apruebas y una fianza protege tu artículo.',
      },
      community: {
        title: 'Ayuda a tu comunidad',
        body: 'Tus vecinos consiguen lo que necesitan sin comprar nuevo, y menos cosas acaban sin uso o en el vertedero.',
      },
      cta: 'Empezar a publicar',
    },
    faq: {
      title: 'Preguntas frecuentes',
      payment: {
        question: '¿Mi pago es seguro?',
        answer:
          'Sí. Tu pago se retiene de forma segura y solo se libera cuando el propietario aprueba la reserva. Si el propietario la rechaza, no se te cobra.',
      },
      damage: {
        question: '¿Qué pasa si un artículo se daña?',
        answer:
          'Cada alquiler lleva una fianza. Se devuelve cuando el propietario confirma que el artículo volvió en el mismo estado. Si está dañado, el propietario puede reclamar la reparación hasta el importe de la fianza.',
      },
      buying: {
        question: '¿En qué se diferencia alquilar de comprar?',
        answer:
          'Pagas solo por los días que usas algo, sin preocuparte de guardarlo, mantenerlo o revenderlo. Es ideal para cosas que necesitas una o dos veces al año o que quieres probar antes de comprar.',
      },
      fees: {
        question: '¿Qué comisiones cobra KoalaRent?',
        answer:
          'A cada reserva se suma una comisión de servicio del 15% del subtotal del alquiler (precio diario × días). Se muestra, con el total y la fianza, antes de confirmar. Publicar un artículo es gratis.',
      },
    },
    cta: {
      title: '¿Listo para encontrar algo?',
      body: 'Miles de cosas cotidianas te esperan a pocas calles.',
      browse: 'Ver artículos',
    },
  },
  categories: {
    title: 'Explorar por categoría',
    subtitle: 'Todas las categorías de KoalaRent, con el número de artículos que puedes alquilar ahora.',
    count_one: '{{count}} artículo',
    count_other: '{{count}} artículos',
    loading: 'Cargando categorías...',
    error: 'No se pudieron cargar las categorías. Inténtalo de nuevo más tarde.',
    empty: 'Aún no hay categorías.',
    browseAll: 'Ver todos los artículos',
  },
  blog: {
    title: 'Blog de KoalaRent',
    lead: 'Novedades del mercado y consejos para inquilinos y propietarios.',
    posts: [
      {
        date: '2025-03-04',
        title: 'Cinco cosas que vale la pena alquilar antes de comprar',
        summary:
          'Una hidrolimpiadora que usas una vez al año, una cámara sin espejo para un viaje, una bici de carga para una mudanza: vimos qué alquilan más los miembros y cuándo alquilar sale mejor que comprar.',
      },
      {
        date: '2025-02-11',
        title: 'Cómo escribir un anuncio que se alquila',
        summary:
          'Fotos claras con luz natural, una descripción honesta del estado, un precio diario justo y una fianza razonable. Los propietarios con anuncios completos reciben antes su primera reserva.',
      },
      {
        date: '2025-01-20',
        title: 'Precios en tu moneda',
        summary:
          'KoalaRent muestra los precios en siete monedas. Elige la tuya en la cabecera: todos los precios se convierten y el importe en dólares estadounidenses se mantiene como referencia.',
      },
    ],
  },
  info: {
    updated: 'Última actualización: {{date}}',
    about: {
      title: 'Quiénes somos',
      lead: 'KoalaRent es un mercado de alquiler entre particulares: alquila cualquier cosa, a cualquiera, cerca de ti.',
      updated: '',
      sections: [
        {
          heading: 'Por qué existimos',
          paragraphs: [
            'La mayoría de los hogares tiene cosas que usa pocas veces al año, mientras sus vecinos compran esas mismas cosas nuevas. Conectamos a ambos para que la gente ahorre y se fabriquen, envíen y tiren menos cosas.',
          ],
        },
        {
          heading: 'Cómo trabajamos',
          paragraphs: [
            'Los miembros publican cámaras, herramientas, bicis, juegos, electrónica y material de exterior a sus propios precios. Los inquilinos los encuentran por palabra, categoría, precio y distancia, reservan fechas, se coordinan con el propietario por mensaje y después se valoran mutuamente.',
            'Nuestro equipo revisa cada anuncio antes de publicarlo, y los rangos de miembro premian a propietarios e inquilinos con un buen historial.',
          ],
        },
      ],
    },
    trustSafety: {
      title: 'Confianza y seguridad',
      lead: 'Alquilar a un desconocido debería ser tan seguro como pedir prestado a un amigo. Esto es lo que hacemos para lograrlo.',
      updated: '',
      sections: [
        {
          heading: 'Miembros verificados',
          paragraphs: [
            'Cada cuenta confirma su correo electrónico antes de poder iniciar sesión, y la insignia Verificado marca a los miembros cuya identidad se ha comprobado. Los rangos muestran cuántos alquileres ha completado un miembro y cómo se le ha valorado.',
          ],
        },
        {
          heading: 'Pagos y fianzas',
          paragraphs: [
            'El pago se retiene hasta que el propietario aprueba la reserva. La fianza se devuelve cuando el propietario confirma que el artículo volvió en buen estado; las reclamaciones por daños se limitan a la fianza.',
          ],
        },
        {
          heading: 'Anuncios revisados',
          paragraphs: [
            'Los anuncios nuevos, y aquellos cuyo título, descripción, categoría o fotos cambian, se revisan antes de mostrarse. Las fotos subidas se recodifican y se eliminan sus datos de ubicación.',
          ],
        },
        {
          heading: 'Cómo alquilar con seguridad',
          paragraphs: ['Algunos hábitos hacen que cada alquiler vaya bien:'],
          bullets: [
            'Mantén tus conversaciones y pagos en KoalaRent.',
            'Quedad en un lugar público o en la dirección del propietario acordada por mensaje.',
            'Revisad juntos el artículo al recogerlo y al devolverlo, y haz fotos.',
            'Nunca pagues un alquiler ni una fianza fuera de KoalaRent, sea cual sea el motivo.',
          ],
        },
      ],
    },
    help: {
      title: 'Centro de ayuda',
      lead: 'Respuestas a las preguntas que más nos hacen los miembros.',
      updated: '',
      sections: [
        {
          heading: '¿Cómo alquilo un artículo?',
          paragraphs: [
            'Abre el artículo, elige Alquilar ahora, selecciona las fechas y envía la solicitud. Verás el precio diario × días, la comisión de servicio del 15% y la fianza antes de confirmar.',
          ],
        },
        {
          heading: '¿Cómo publico un artículo?',
          paragraphs: [
            'Inicia sesión y elige Publica tu artículo. Añade un título, una descripción de al menos 20 caracteres, una categoría, un precio diario y hasta 10 fotos de 5 MB cada una. Tu anuncio aparece cuando nuestro equipo lo aprueba.',
          ],
        },
        {
          heading: 'No he recibido el correo de verificación.',
          paragraphs: [
            'Revisa primero la carpeta de spam. Los enlaces son válidos 48 horas; si el tuyo ha caducado, inicia sesión con tu correo y contraseña y el formulario te ofrecerá enviar uno nuevo.',
          ],
        },
        {
          heading: '¿Cómo cambio la moneda o el idioma?',
          paragraphs: [
            'Usa los menús de idioma y moneda de la cabecera (en el menú en pantallas pequeñas). Tu elección se recuerda en este dispositivo.',
          ],
        },
        {
          heading: '¿Cómo contacto con un propietario?',
          paragraphs: [
            'Inicia sesión y usa Enviar mensaje al propietario en la página del artículo, o el botón Mensaje de una tarjeta. Las conversaciones están en Mensajes, dentro de tu cuenta.',
          ],
        },
      ],
    },
    terms: {
      title: 'Condiciones del servicio',
      lead: 'Estas condiciones se aplican a todos los que navegan, alquilan o publican en KoalaRent.',
      updated: '2025-01-15',
      sections: [
        {
          heading: '1. Tu cuenta',
          paragraphs: [
            'Debes dar datos correctos y no compartir tu contraseña. Eres responsable de lo que ocurra con tu cuenta. Podemos bloquear las cuentas que incumplan estas condiciones.',
          ],
        },
        {
          heading: '2. Anuncios',
          paragraphs: [
            'Los propietarios solo pueden publicar artículos que poseen o pueden prestar, legales y seguros de usar, descritos con honestidad y con fotos propias. Revisamos los anuncios antes de publicarlos y podemos rechazar o retirar cualquiera.',
          ],
        },
        {
          heading: '3. Reservas y pagos',
          paragraphs: [
            'Una reserva es un contrato entre inquilino y propietario. El inquilino paga el precio diario por cada día de alquiler (incluidos el primero y el último) más una comisión de servicio del 15%, y una fianza que se retiene para el propietario. El pago se libera cuando el propietario aprueba.',
          ],
        },
        {
          heading: '4. Fianzas y daños',
          paragraphs: [
            'Los inquilinos devuelven los artículos en el estado en que los recibieron. La fianza se devuelve cuando el propietario confirma el estado; las reclamaciones por daños se limitan a la fianza salvo que la ley disponga otra cosa.',
          ],
        },
        {
          heading: '5. Conducta',
          paragraphs: [
            'Sé respetuoso en mensajes y reseñas. Las reseñas deben reflejar un alquiler real. No uses KoalaRent para enviar spam, recopilar datos de otros miembros ni acordar pagos fuera de la plataforma.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      lead: 'Qué recopilamos, por qué y qué puedes hacer al respecto.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Qué recopilamos',
          paragraphs: ['Solo guardamos lo que el funcionamiento del mercado necesita:'],
          bullets: [
            'Datos de la cuenta: nombre, nombre de usuario, correo electrónico, teléfono opcional y foto de perfil.',
            'Los anuncios, reservas, mensajes y reseñas que creas.',
            'Registros de inicio de sesión (hora, dirección IP, navegador) para proteger tu cuenta, y las páginas y búsquedas que ves, para que los administradores detecten abusos.',
            'Tu ubicación, solo si la permites en el navegador: se envía con una búsqueda para encontrar artículos cercanos y no se guarda en tu perfil.',
          ],
        },
        {
          heading: 'Cómo la usamos',
          paragraphs: [
            'Para gestionar tu cuenta, mostrar tus anuncios y tu perfil a otros miembros, tramitar reservas, enviarte los correos que necesitas (verificación, novedades de reservas) y mantener la plataforma segura. No vendemos datos personales.',
          ],
        },
        {
          heading: 'Tus derechos',
          paragraphs: [
            'Puedes ver y corregir tu perfil en cualquier momento en Mi cuenta, desactivar o eliminar un anuncio en Mis anuncios, y cambiar el idioma y la moneda sin necesidad de cuenta.',
          ],
        },
      ],
    },
    insurance: {
      title: 'Seguro y protección',
      lead: 'Qué protege un artículo mientras está alquilado, qué cubre la protección opcional de KoalaRent y qué no cubre.',
      updated: '',
      sections: [
        {
          heading: 'El depósito de seguridad',
          paragraphs: [
            'Cada anuncio tiene un depósito de seguridad fijado por el propietario. Se retiene en la tarjeta del inquilino durante el alquiler y se libera después de que el propietario confirme que el artículo volvió en buen estado. Si no es así, el propietario puede reclamar los costes de reparación o sustitución hasta el importe del depósito; el inquilino puede aceptar la reclamación o disputarla, y un administrador decide una disputa.',
          ],
        },
        {
          heading: 'Protección al reservar',
          paragraphs: [
            'Cuando alquilas un artículo, el paso de revisión te ofrece una protección opcional. Cuesta el {{percent}} % del alquiler, como mínimo {{minimum}} en la moneda del anuncio, y se cobra con el alquiler cuando el propietario aprueba tu solicitud.',
            'Si el propietario cancela, o cancelas tú y la política de cancelación reembolsa el alquiler, la protección se reembolsa con él, en la misma proporción: toda con todo el alquiler, la mitad con la mitad del alquiler.',
          ],
        },
        {
          heading: 'Qué cubre la protección',
          paragraphs: ['Con protección, una reclamación por daños puede superar el depósito:'],
          bullets: [
            'Daños accidentales durante el alquiler que cuestan más que el depósito de seguridad, hasta {{cap}} en la moneda del anuncio por encima del depósito por reserva.',
            'Un administrador de KoalaRent revisa la parte que supera el depósito y, una vez aprobada, se paga al propietario desde el fondo de protección de KoalaRent.',
            'Nunca se te cobra más que el depósito, sean cuales sean los daños.',
          ],
        },
        {
          heading: 'Qué no cubre la protección',
          paragraphs: ['La protección no es un seguro del propio artículo. No cubre:'],
          bullets: [
            'Los daños hasta el importe del depósito: esa parte se liquida con el depósito como siempre.',
            'Nada por encima de la cobertura de {{cap}} por reserva.',
            'Robo, pérdida, daños intencionados y el desgaste normal.',
            'Los recargos por devolución tardía, que se toman del depósito.',
            'Los alquileres reservados sin protección: sus reclamaciones siguen limitadas al depósito.',
          ],
        },
        {
          heading: 'Si algo sale mal',
          paragraphs: [
            'Haz fotos del artículo al recogerlo y al devolverlo, y avisa enseguida al otro miembro en KoalaRent. El propietario informa de los daños en los 3 días siguientes a la devolución, con fotos; el depósito solo se libera cuando el propietario confirma el estado, así que hay tiempo para resolver una reclamación.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Política de cookies',
      lead: 'KoalaRent usa unas pocas cookies y entradas de almacenamiento del navegador, todas necesarias para que el sitio funcione. No hay cookies de publicidad ni de seguimiento.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Cookies',
          paragraphs: ['Las establece nuestro servidor:'],
          bullets: [
            'koala.sid: tu sesión mientras has iniciado sesión. Los scripts no pueden leerla; termina al cerrar el navegador o dura 30 días si eliges Recordarme.',
            'koalarent_session: un indicador de que existe una sesión, para que la página sepa restaurarla. No contiene datos personales y caduca a los 86400 segundos (24 horas).',
            'koala.oauth_state: se establece durante 10 minutos mientras inicias sesión con Google, Facebook o X, para proteger ese inicio de sesión.',
          ],
        },
        {
          heading: 'Almacenamiento local',
          paragraphs: ['Se guarda en tu navegador, en este dispositivo:'],
          bullets: [
            'preferred-currency: la moneda que elegiste para los precios.',
            'koalarent-language: el idioma de visualización que elegiste.',
            'koalarentAuth, koalarentUser, koalarentAuthTimestamp y koalarentRemember: si has iniciado sesión y tu nombre de usuario, para que la cabecera los muestre al instante.',
            'koalarentFlash (almacenamiento de sesión): un aviso que se muestra tras recargar la página, por ejemplo después de iniciar sesión.',
          ],
        },
        {
          heading: 'Tus opciones',
          paragraphs: [
            'Como estas entradas son necesarias para iniciar sesión y recordar tus ajustes, no hay nada que desactivar. Puedes borrarlas en la configuración del navegador cuando quieras; entonces se cerrará tu sesión y verás los precios en la moneda predeterminada.',
          ],
        },
      ],
    },
  },
};

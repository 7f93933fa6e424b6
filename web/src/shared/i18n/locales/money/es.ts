import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: 'Desglose del precio',
  rent_one: 'Alquiler: {{price}} × {{count}} día',
  rent_other: 'Alquiler: {{price}} × {{count}} días',
  serviceFee: 'Tarifa de servicio ({{percent}} %)',
  charged: 'Precio total cobrado',
  protection: 'Protección',
  protectionNote:
    'Cubre daños accidentales por encima del depósito, hasta {{cover}}; se cobra y se reembolsa con el alquiler.',
  chargedNote: 'Alquiler y tarifa de servicio, cobrados cuando el propietario aprueba.',
  depositHeld: 'Fianza retenida',
  depositHeldNote:
    'Retenida aparte del cobro; se libera cuando el propietario confirma el estado del artículo.',
  depositReleased: 'Fianza liberada',
  depositReleasedOn: 'Liberada en tu tarjeta el {{date}}.',
  depositReleasedToRenter: 'Liberada al inquilino el {{date}}.',
  depositPartlyKept: 'Fianza: {{kept}} retenidos por {{reason}}',
  depositPartlyKeptNote: '{{released}} liberados en tu tarjeta el {{date}}.',
  depositPartlyKeptToRenter: '{{released}} liberados al inquilino el {{date}}.',
  depositKept: 'Fianza retenida por {{reason}}',
  depositKeptNote: 'Liquidada el {{date}}; no se liberó nada.',
  reason_late_return: 'la devolución tardía',
  reason_damage: 'daños',
  reason_both: 'la devolución tardía y daños',
  lateFee_one: 'Recargo por retraso: {{count}} día × {{price}}',
  lateFee_other: 'Recargo por retraso: {{count}} días × {{price}}',
  lateFeeHeld: 'Se descuenta de la fianza cuando termina el alquiler.',
  lateFeeTaken: 'Descontado de la fianza.',
  onCard: 'Total en tu tarjeta (cobro + fianza retenida)',
  /** After a price per day in the owner's currency: its conversion into the viewer's. */
  aboutAfterPrice: ', aprox. {{amount}}',
  about: 'aprox. {{amount}}',
  chargedIn:
    'Tu tarjeta se cobra en {{currency}}, la moneda del propietario; los demás importes son aproximados.',
  payout: 'Tu pago',
  payoutExpected:
    'El alquiler (la tarifa de servicio es para KoalaRent), pagado cuando termina el alquiler tras tu revisión del estado.',
  payoutPaid: 'Pagado el {{date}}.',
  payoutNone: 'Sin pago: la solicitud no se llevó a cabo.',
  receipt: {
    view: 'Ver recibo',
    back: 'Volver a los detalles',
    print: 'Imprimir recibo',
    title: 'Recibo',
    booking: 'Reserva n.º {{id}}',
    item: 'Artículo',
    dates: 'Fechas',
    renter: 'Inquilino',
    owner: 'Propietario',
    paymentStatus: 'Estado del pago',
    card: 'Tarjeta',
    cardValue: '{{brand}} terminada en {{last4}}',
    bookedOn: 'Reservado el',
    lines: 'Importes',
  },
};

export default strings;

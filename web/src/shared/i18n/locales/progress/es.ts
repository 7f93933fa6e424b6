import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  label: 'Progreso de la reserva',
  steps: {
    requested: 'Solicitada',
    approved: 'Aprobada',
    readyForPickup: 'Lista para recoger',
    shipped: 'Enviada',
    withYou: 'Contigo',
    withRenter: 'Con el arrendatario',
    returned: 'Devuelta',
    conditionConfirmed: 'Estado confirmado',
    rejected: 'Rechazada',
    expired: 'Caducada',
    cancelled: 'Cancelada',
  },
  plan: {
    from: 'desde el {{date}}',
    by: 'hasta el {{date}}',
  },
  state: {
    done: 'hecho',
    upcoming: 'pendiente',
  },
  theOwner: 'el propietario',
  theRenter: 'el arrendatario',
  next: {
    renter: {
      awaitApproval: 'Esperando a que {{name}} apruebe — {{name}} tiene hasta el {{deadline}}',
      expiring: '{{name}} no respondió a tiempo: esta solicitud ha caducado',
      pickUp: 'Recógelo en {{place}} desde el {{date}}',
      ship: 'Esperando a que {{name}} lo envíe (alquiler desde el {{date}})',
      inTransit: 'En camino desde {{name}} — márcalo como recibido cuando llegue',
      returnBy: 'Devuélvelo antes del {{date}}',
      overdue: 'Con retraso: debía devolverse el {{date}} — devuélvelo cuanto antes',
      claimOpen: '{{name}} ha informado de daños: responde antes del {{deadline}}',
      confirmCondition: 'Esperando a que {{name}} confirme su estado',
    },
    owner: {
      awaitApproval: 'Aprueba o rechaza antes del {{deadline}}',
      expiring: 'Esta solicitud caducó sin respuesta',
      handOver: 'Entrégaselo a {{name}} desde el {{date}}',
      ship: 'Envíaselo a {{name}} a tiempo para el {{date}}',
      inTransit: 'En camino hacia {{name}}',
      returnBy: '{{name}} lo devuelve antes del {{date}}',
      overdue: '{{name}} va con retraso: debía devolverlo el {{date}}',
      claimOpen: 'Esperando a que {{name}} responda a tu informe de daños antes del {{deadline}}',
      confirmCondition: 'Confirma su estado',
    },
    claimDisputed: 'Un administrador está revisando el informe de daños',
    reviewBy: 'Deja una reseña para {{name}} antes del {{date}}',
  },
};

export default strings;

import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  label: 'Avancement de la réservation',
  steps: {
    requested: 'Demandée',
    approved: 'Approuvée',
    readyForPickup: 'Prête à être récupérée',
    shipped: 'Expédiée',
    withYou: 'Chez vous',
    withRenter: 'Chez le locataire',
    returned: 'Rendue',
    conditionConfirmed: 'État confirmé',
    rejected: 'Refusée',
    expired: 'Expirée',
    cancelled: 'Annulée',
  },
  plan: {
    from: 'à partir du {{date}}',
    by: 'avant le {{date}}',
  },
  state: {
    done: 'fait',
    upcoming: 'à venir',
  },
  theOwner: 'le propriétaire',
  theRenter: 'le locataire',
  next: {
    renter: {
      awaitApproval: "En attente de l'approbation de {{name}} — {{name}} a jusqu'au {{deadline}}",
      expiring: "{{name}} n'a pas répondu à temps : cette demande a expiré",
      pickUp: 'À récupérer à {{place}} à partir du {{date}}',
      ship: "En attente de l'envoi par {{name}} (location à partir du {{date}})",
      inTransit: 'En route depuis chez {{name}} — marquez-le reçu à son arrivée',
      returnBy: 'À rendre avant le {{date}}',
      overdue: 'En retard : à rendre le {{date}} — rendez-le dès que possible',
      claimOpen: '{{name}} a signalé un dommage : répondez avant le {{deadline}}',
      confirmCondition: 'En attente de la confirmation de son état par {{name}}',
    },
    owner: {
      awaitApproval: 'Approuvez ou refusez avant le {{deadline}}',
      expiring: 'Cette demande a expiré sans réponse',
      handOver: 'Remettez-le à {{name}} à partir du {{date}}',
      ship: 'Envoyez-le à {{name}} à temps pour le {{date}}',
      inTransit: 'En route vers {{name}}',
      returnBy: '{{name}} le rend avant le {{date}}',
      overdue: '{{name}} est en retard : à rendre le {{date}}',
      claimOpen: 'En attente de la réponse de {{name}} à votre signalement de dommage avant le {{deadline}}',
      confirmCondition: 'Confirmez son état',
    },
    claimDisputed: 'Un administrateur examine le signalement de dommage',
    reviewBy: 'Laissez un avis sur {{name}} avant le {{date}}',
  },
};

export default strings;

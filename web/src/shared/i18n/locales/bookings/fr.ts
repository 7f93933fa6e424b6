import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  status: {
    pending_approval: 'En attente d’approbation',
    approved: 'Approuvée',
    rejected: 'Refusée',
    awaiting_pickup: 'Prête à être retirée',
    in_transit: 'En cours de livraison',
    with_renter: 'Chez vous',
    returned: 'Rendue',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
  payment: {
    hiddenPrefix: 'Paiement : ',
    unpaid: 'Non payé',
    authorized: 'Autorisé',
    paid: 'Payé',
    partially_refunded: 'Remboursé en partie',
    refunded: 'Remboursé',
  },
  delivery: {
    pickup: 'Retrait sur place',
    delivery: 'Livraison',
  },
  dateRange: '{{start}} – {{end}}',
  duration_one: '{{count}} jour',
  duration_other: '{{count}} jours',
  remaining: {
    overdue: 'En retard',
    days_one: '{{count}} jour restant',
    days_other: '{{count}} jours restants',
  },
  claimSummary: {
    open: 'Le propriétaire réclame {{amount}} sur votre caution. Acceptez ou contestez avant le {{deadline}} ; sans réponse, la réclamation est acceptée automatiquement.',
    disputed:
      'Vous avez contesté la réclamation de {{amount}} du propriétaire. Un administrateur va trancher.',
    accepted:
      'Vous avez accepté la réclamation du propriétaire : {{amount}} ont été prélevés sur votre caution et le reste a été libéré.',
    auto_accepted:
      'La réclamation de {{amount}} a été acceptée automatiquement à l’expiration du délai de réponse.',
    admin_decided:
      'Un administrateur a tranché la réclamation : le propriétaire conserve {{ownerAmount}} sur les {{amount}} réclamés.',
    other: 'Réclamation pour dommages de {{amount}} : {{status}}.',
  },
  refundIfCancelled: {
    released: 'Si vous annulez maintenant, les {{amount}} bloqués sur votre carte seront libérés.',
    refunded: 'Si vous annulez maintenant, {{amount}} vous seront remboursés.',
    nothing: 'Si vous annulez maintenant, rien ne sera remboursé.',
  },
  cancelledToast: {
    title: 'Réservation annulée',
    released: 'Le blocage sur votre carte a été levé.',
    refunded: '{{amount}} vous seront remboursés.',
    nothing: 'Rien n’a été remboursé selon les conditions d’annulation.',
  },
  policy: {
    title: 'Conditions d’annulation',
    beforeApproval:
      'Annulation avant l’approbation du propriétaire : tout ce qui est bloqué sur votre carte est libéré.',
    early:
      'Annulation après l’approbation, au moins {{hours}} heures avant la date de début : la location est remboursée ; les frais de service sont conservés.',
    late: 'Annulation plus tardive : la moitié de la location est remboursée.',
    byOwner: 'Si le propriétaire annule après avoir approuvé, vous êtes remboursé intégralement.',
    protection:
      'Si vous avez ajouté la garantie protection, elle est remboursée avec la location : entièrement quand toute la location est remboursée, à moitié quand la moitié l’est.',
  },
  errors: {
    unexpected: 'Une erreur inattendue s’est produite',
    notesMax: 'Les notes ne peuvent pas dépasser {{max}} caractères',
  },
  common: {
    cancel: 'Annuler',
    close: 'Fermer',
    optional: '(facultatif)',
    itemUnavailable: 'Nom de l’objet indisponible',
    unknownItem: 'Objet inconnu',
  },
  myRentals: {
    title: 'Mes locations',
    subtitle: 'Tout ce que vous avez loué, de la demande au retour.',
    tabsLabel: 'Locations',
    tabs: {
      active: 'En cours',
      completed: 'Terminées',
      cancelled: 'Annulées',
    },
    empty: {
      active: 'Vous n’avez aucune location en cours',
      completed: 'Vous n’avez aucune location terminée',
      cancelled: 'Vous n’avez aucune location annulée',
    },
    browse: 'Parcourir les objets à louer',
    loadFailed: 'Impossible de charger vos locations',
    checkConnection: 'Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    loading: 'Chargement de vos locations',
  },
  card: {
    bookedOn: 'Réservé le {{date}}',
    rentalPeriod: 'Période de location',
    duration: 'Durée',
    deliveryMethod: 'Mode de remise',
    totalPrice: 'Prix total',
    lateFee: 'Frais de retard',
    refunded: 'Remboursé',
    yourMessage: 'Votre message',
    ownerNotes: 'Notes du propriétaire',
    damageClaim: 'Réclamation pour dommages',
    rated: 'Vous avez noté cette location {{rating}} sur 5.',
    ratedWithComment: 'Vous avez noté cette location {{rating}} sur 5 : « {{comment}} »',
    messageOwner: 'Écrire au propriétaire',
    markReceived: 'Marquer comme reçu',
    returnItem: 'Rendre l’objet',
    respondToClaim: 'Répondre à la réclamation',
    leaveReview: 'Laisser un avis',
    cancelRequest: 'Annuler la demande',
    cancelBooking: 'Annuler la réservation',
  },
  account: {
    viewItem: 'Voir l’objet',
    details: 'Détails',
    message: 'Message',
    messageOwner: 'Écrire au propriétaire',
    ownerPrefix: 'Propriétaire : ',
    owner: 'Propriétaire',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    totalPrice: 'Prix total',
  },
  receipt: {
    title: 'Confirmer la réception de l’objet',
    confirming: 'Confirmation...',
    confirm: 'Confirmer la réception',
    acknowledge: 'En confirmant, vous reconnaissez avoir reçu <strong>{{title}}</strong> en bon état.',
    period: 'Votre période de location commence maintenant et se termine le <strong>{{date}}</strong>.',
    successTitle: 'Objet marqué comme reçu',
    successDescription: 'La période de location a commencé.',
    failureTitle: 'Impossible de mettre à jour le statut',
    early: {
      question: 'Votre location commence le {{date}}. L’avez-vous récupéré en avance ?',
      period:
        'Votre période de location reste <strong>{{start}} – {{end}}</strong> : les jours réservés, même si vous le récupérez plus tôt.',
      confirm: 'Oui, je l’ai',
      cancel: 'Pas encore',
      successDescription: 'Votre période de location commence le {{date}}.',
    },
  },
  return: {
    title: 'Rendre l’objet',
    returning: 'Retour en cours...',
    confirm: 'Confirmer le retour',
    description:
      'Confirmez que vous avez rendu <strong>{{title}}</strong>. Le propriétaire sera prévenu et vérifiera l’état de l’objet.',
    notesLabel: 'Notes de retour',
    notesPlaceholder: 'Tout ce que le propriétaire doit savoir sur le retour',
    notesHelp: 'Où et comment vous l’avez rendu, ou tout ce que vous avez remarqué.',
    successTitle: 'Objet marqué comme rendu',
    successDescription: 'Le propriétaire sera prévenu.',
  },
  cancel: {
    requestTitle: 'Annuler cette demande ?',
    bookingTitle: 'Annuler cette réservation ?',
    keep: 'Garder la réservation',
    cancelling: 'Annulation...',
    cancelRequest: 'Annuler la demande',
    cancelBooking: 'Annuler la réservation',
    notCancellable: 'Cette réservation ne peut plus être annulée.',
    ownerToldWithdrawn: 'Le propriétaire sera informé que vous avez retiré votre demande.',
    ownerNotified: 'Le propriétaire sera prévenu.',
    reason: 'Motif',
    failureTitle: 'Impossible d’annuler la réservation',
  },
  claim: {
    title: 'Répondre à la réclamation pour dommages',
    decideLater: 'Décider plus tard',
    disputing: 'Contestation...',
    dispute: 'Contester la réclamation',
    accepting: 'Acceptation...',
    accept: 'Accepter la réclamation',
    description:
      'Le propriétaire a signalé des dommages sur {{title}} et réclame une partie de votre caution. Si vous acceptez, le montant ci-dessous est prélevé sur votre caution et le reste est libéré ; si vous contestez, la réclamation est transmise à un administrateur, qui tranche.',
    amountClaimed: 'Montant réclamé',
    securityDeposit: 'Caution',
    reason: 'Motif',
    answerBy: 'Répondre avant le',
    photos: 'Photos des dommages',
    photoAlt: 'Photo des dommages {{index}} sur {{total}}',
    deadlineNote:
      'Sans réponse de votre part avant la date limite, la réclamation est acceptée automatiquement.',
    none: 'Cette réservation n’a aucune réclamation pour dommages en attente de réponse.',
    failureTitle: 'Impossible de répondre à la réclamation',
    disputedTitle: 'Réclamation contestée',
    disputedDescription: 'Un administrateur va examiner la réclamation et trancher.',
    acceptedTitle: 'Réclamation acceptée',
    acceptedDescription: '{{amount}} ont été prélevés sur votre caution ; le reste est libéré.',
  },
  messageOwner: {
    title: 'Écrire au propriétaire',
    send: 'Envoyer le message',
  },
};
export default strings;

/** 'Message' is the French word too. */
export const sameAsEnglish = ['account.message'] as const;

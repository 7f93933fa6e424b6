import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  sections: {
    requests: 'Nouvelles demandes',
    handover: 'Remise',
    withRenter: 'Chez les locataires',
    returns: 'Contrôle de l’état',
    claims: 'Réclamations pour dommages',
    past: 'Passées',
  },
  empty: {
    requests: {
      title: 'Aucune demande en attente',
      description:
        'Les nouvelles demandes de location de vos objets apparaissent ici pour que vous les acceptiez ou refusiez.',
    },
    handover: {
      title: 'Rien à remettre',
      description:
        'Les locations approuvées apparaissent ici jusqu’à ce que le locataire confirme avoir reçu l’objet.',
    },
    withRenter: {
      title: 'Aucun objet chez un locataire',
      description:
        'Les locations en cours apparaissent ici, avec des frais de retard dès qu’un retour est en retard.',
    },
    returns: {
      title: 'Aucun retour à contrôler',
      description:
        'Les objets rendus apparaissent ici pour que vous confirmiez leur état ou signaliez des dommages.',
    },
    claims: {
      title: 'Aucune réclamation pour dommages ouverte',
      description:
        'Les dommages que vous signalez restent ici jusqu’à ce que le locataire les accepte ou qu’un administrateur tranche.',
    },
    past: {
      title: 'Aucune location passée',
      description: 'Les locations terminées, annulées et refusées apparaissent ici.',
    },
  },
  status: {
    pending_approval: 'En attente d’approbation',
    approved: 'Approuvée',
    rejected: 'Refusée',
    awaiting_pickup: 'Prête à être retirée',
    in_transit: 'En cours de livraison',
    with_renter: 'Chez le locataire',
    returned: 'Rendue',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
  payment: {
    unpaid: 'Non payé',
    authorized: 'Autorisé',
    paid: 'Payé',
    partially_refunded: 'Remboursé en partie',
    refunded: 'Remboursé',
  },
  dateRange: '{{start}} – {{end}}',
  days_one: '{{count}} jour',
  days_other: '{{count}} jours',
  remaining: {
    overdue: 'En retard',
    days_one: '{{count}} jour restant',
    days_other: '{{count}} jours restants',
  },
  delivery: {
    pickup: 'Retrait sur place',
    delivery: 'Livraison',
    deliveryTo: 'Livraison à {{address}}',
  },
  validation: {
    reasonRequired: 'Veuillez indiquer un motif',
    notesMax: 'Les notes ne peuvent pas dépasser {{max}} caractères',
    damageAmount: 'Le montant des dommages doit être un nombre positif',
    damageTooHigh:
      'Le montant des dommages ne peut pas dépasser {{max}} (la caution, moins les éventuels frais de retard).',
    noDeposit: 'Il ne reste aucune caution sur laquelle réclamer pour cette réservation.',
  },
  claimStatus: {
    open: 'En attente du locataire',
    openDetail:
      'Le locataire peut l’accepter ou la contester jusqu’au {{deadline}} ; sans réponse, elle est acceptée automatiquement.',
    openDeadlineUnknown: '{{hours}} heures après le signalement',
    disputed: 'Contestée',
    disputedDetail:
      'Le locataire a contesté la réclamation. Un administrateur décidera de la part que vous conservez.',
    accepted: 'Acceptée',
    acceptedDetail: 'Le locataire a accepté la réclamation.',
    auto_accepted: 'Acceptée automatiquement',
    auto_acceptedDetail: 'Le locataire n’a pas répondu à temps : la réclamation a été acceptée.',
    admin_decided: 'Tranchée par un administrateur',
    admin_decidedDetail: 'Un administrateur a tranché le litige.',
  },
  actions: {
    approve: 'Approuver',
    reject: 'Refuser',
    readyForPickup: 'Prêt à être retiré',
    shipped: 'Marquer comme expédié',
    confirmCondition: 'Confirmer l’état',
    reportDamage: 'Signaler des dommages',
    review: 'Laisser un avis',
    cancel: 'Annuler la réservation',
  },
  tab: {
    heading: 'Demandes',
    loadFailed: 'Impossible de charger les réservations de vos objets',
    checkConnection: 'Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    loading: 'Chargement des réservations de vos objets',
    sectionsLabel: 'Réservations de vos objets',
    earnings: 'Revenus',
    waiting_one: '({{count}} en attente de votre réponse)',
    waiting_other: '({{count}} en attente de votre réponse)',
  },
  card: {
    itemUnavailable: 'Nom de l’objet indisponible',
    bookingLine: 'Réservation n° {{id}} · demandée le {{date}}',
    renterPrefix: 'Locataire : ',
    emailVerified: 'E-mail vérifié',
    idVerified: 'Identité vérifiée',
    reviews_one: '{{rating}} ★ ({{count}} avis)',
    reviews_other: '{{rating}} ★ ({{count}} avis)',
    noReviews: 'Pas encore d’avis',
    dates: 'Dates',
    delivery: 'Remise',
    total: 'Total',
    totalBreakdown: '(location {{rent}} + frais de service {{fee}})',
    deposit: 'Caution',
    lateFee: 'Frais de retard',
    lateFeeSoFar: '(à ce jour ; prélevés sur la caution lors du contrôle de l’état)',
    lateFeeTaken: '(prélevés sur la caution)',
    answerBy: 'Répondre avant le',
    returned: 'Rendu le',
    payout: 'Votre versement',
    refunded: 'Remboursé',
    renterMessage: 'Message du locataire',
    returnNotes: 'Notes de retour',
    yourReason: 'Votre motif',
    yourNotes: 'Vos notes',
    cancelledByOwner: 'Vous avez annulé cette réservation ; le locataire a été intégralement remboursé',
    cancelledByRenter: 'Le locataire a annulé cette réservation',
    cancelledBySystem: 'La demande a expiré sans réponse',
    cancelled: 'Cette réservation a été annulée',
    cancelledWithReason: '{{what}} : {{reason}}',
    cancelledPlain: '{{what}}.',
    yourReview: 'Votre avis',
    reviewUntil: 'Vous pouvez évaluer {{name}} jusqu’au {{date}}.',
    claimAmount: 'Réclamation pour dommages : {{amount}}',
    claimKept: 'Vous conservez {{amount}} de la réclamation.',
    claimNote: ' Remarque : {{note}}',
    photoAlt: 'Photo des dommages {{index}} sur {{total}}',
  },
  earnings: {
    heading: 'Revenus',
    loadFailed: 'Impossible de charger vos revenus.',
    loading: 'Chargement de vos revenus',
    emptyTitle: 'Pas encore de revenus',
    emptyDescription: 'Ce que chaque location terminée vous rapporte apparaît ici.',
    totalEarned: 'Total gagné ({{currency}})',
    caption: 'Versements de vos locations terminées',
    item: 'Objet',
    booking: 'Réservation',
    completed: 'Terminée le',
    payout: 'Versement',
    itemUnavailable: 'Nom de l’objet indisponible',
  },
  dialogs: {
    cancel: 'Annuler',
    close: 'Fermer',
    optional: 'Facultatif',
    thisItem: 'cet objet',
    reject: {
      title: 'Refuser cette demande ?',
      description:
        '{{renter}} souhaite louer {{item}} ({{dates}}). Tout ce qui est bloqué sur sa carte est libéré, et votre motif lui est communiqué.',
      confirm: 'Refuser la demande',
      busy: 'Refus en cours...',
      reason: 'Motif',
      placeholder: 'Par exemple : l’objet n’est pas disponible à ces dates',
    },
    handOver: {
      pickupTitle: 'Prêt à être retiré',
      shippedTitle: 'Marquer comme expédié',
      pickupDescription:
        'Prévenez {{renter}} que {{item}} est prêt à être retiré. La location commence lorsqu’il confirme l’avoir reçu.',
      shippedDescription:
        'Prévenez {{renter}} que {{item}} est en route. La location commence lorsqu’il confirme l’avoir reçu.',
      shippedToDescription:
        'Prévenez {{renter}} que {{item}} est en route vers {{address}}. La location commence lorsqu’il confirme l’avoir reçu.',
      pickupConfirm: 'Marquer comme prêt à être retiré',
      shippedConfirm: 'Marquer comme expédié',
      busy: 'Enregistrement...',
      notes: 'Notes pour le locataire',
      pickupPlaceholder: 'Où et quand retirer l’objet',
      shippedPlaceholder: 'Le transporteur et le numéro de suivi, si vous en avez un',
    },
    cancelBooking: {
      title: 'Annuler cette réservation ?',
      description:
        'Le locataire est intégralement remboursé : {{total}} reviennent sur la carte de {{renter}} et le blocage de la caution de {{deposit}} est levé. Cette action est irréversible.',
      confirm: 'Annuler la réservation',
      busy: 'Annulation...',
      keep: 'Garder la réservation',
      reason: 'Motif pour le locataire',
    },
    confirmCondition: {
      title: 'Confirmer l’état ?',
      description:
        'Vous avez vérifié {{item}} et il est revenu en bon état. La location se termine et {{released}} de la caution sont libérés pour {{renter}}. Vous avez trouvé des dommages ? Signalez-les plutôt.',
      descriptionWithLateFee:
        'Vous avez vérifié {{item}} et il est revenu en bon état. La location se termine et {{released}} de la caution sont libérés pour {{renter}} ; les frais de retard de {{lateFee}} en sont déduits. Vous avez trouvé des dommages ? Signalez-les plutôt.',
      confirm: 'Confirmer l’état',
      busy: 'Confirmation...',
      notYet: 'Pas encore',
    },
    reportDamage: {
      title: 'Signaler des dommages',
      description:
        'Réclamez une partie de la caution pour les dommages sur {{item}} : au maximum {{max}} (la caution, moins les éventuels frais de retard). {{renter}} dispose de {{hours}} heures pour l’accepter ou la contester ; une contestation est transmise à un administrateur.',
      confirm: 'Signaler des dommages',
      busy: 'Envoi...',
      amount: 'Montant',
      upTo: 'Jusqu’à {{max}}',
      what: 'Ce qui a été endommagé',
      whatPlaceholder: 'Décrivez les dommages et comment vous avez calculé le montant',
      photos: 'Photos (facultatif)',
      photosLabel: 'Photos des dommages',
    },
  },
  toasts: {
    approvedTitle: 'Réservation approuvée',
    approvedDescription:
      '{{renter}} a été prévenu. La location et les frais de service ont été débités ; la caution reste bloquée jusqu’au retour de l’objet.',
    approveFailed: 'Impossible d’approuver la demande',
    rejectedTitle: 'Demande refusée',
    rejectedDescription: '{{renter}} a été prévenu, et tout ce qui était bloqué sur sa carte a été libéré.',
    rejectFailed: 'Impossible de refuser la demande',
    cancelledTitle: 'Réservation annulée',
    cancelledDescription: 'Le locataire est intégralement remboursé et a été prévenu.',
    cancelFailed: 'Impossible d’annuler la réservation',
    readyTitle: 'Marqué comme prêt à être retiré',
    readyDescription: '{{renter}} a été prévenu que l’objet est prêt à être retiré.',
    readyFailed: 'Impossible de marquer l’objet comme prêt',
    shippedTitle: 'Marqué comme expédié',
    shippedDescription: '{{renter}} a été prévenu que l’objet est en route.',
    shippedFailed: 'Impossible de marquer l’objet comme expédié',
    confirmedTitle: 'État confirmé',
    confirmedDescription:
      'La location est terminée et la caution a été libérée. Vous pouvez maintenant évaluer le locataire.',
    confirmFailed: 'Impossible de confirmer l’état',
    damageTitle: 'Dommages signalés',
    damageDescription:
      'Votre réclamation de {{amount}} a été envoyée. {{renter}} dispose de {{hours}} heures pour l’accepter ou la contester.',
    damageFailed: 'Impossible de signaler les dommages',
    unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    somethingWrong: 'Un problème est survenu. Veuillez réessayer.',
  },
};
export default strings;

/** 'Dates' and 'Total' are French words too. */
export const sameAsEnglish = ['card.dates', 'card.total'] as const;

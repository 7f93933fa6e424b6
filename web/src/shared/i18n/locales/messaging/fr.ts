import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  push: {
    label: 'Notifications du navigateur',
    description:
      'Une notification sur cet appareil pour les demandes de réservation, les décisions, les messages et les réclamations pour dommages lorsque KoalaRent n’est pas ouvert. Vos choix d’e-mails ci-dessous s’y appliquent aussi.',
    turnOn: 'Activer les notifications du navigateur',
    turnOff: 'Désactiver les notifications du navigateur',
    denied:
      'Les notifications sont bloquées pour ce site. Autorisez-les d’abord dans les paramètres du site de votre navigateur.',
    unsupported: 'Ce navigateur ne peut pas afficher les notifications de KoalaRent.',
    failed: 'Impossible de modifier les notifications du navigateur',
    failedDescription: 'Vérifiez votre connexion et réessayez.',
    turnedOn: 'Notifications du navigateur activées',
    turnedOff: 'Notifications du navigateur désactivées',
  },
  page: {
    title: 'Messagerie',
  },
  party: {
    unknown: 'Utilisateur n° {{id}}',
    someone: 'Utilisateur',
    you: 'Vous',
    speaker: '{{name}} : ',
  },
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{badge}} non lus',
  },
  popup: {
    title: 'Notifications',
    loading: 'Chargement...',
    loadFailed: 'Impossible de charger vos notifications.',
    empty: 'Aucune nouvelle notification',
    viewAll: 'Voir tous les messages',
  },
  screen: {
    conversations: 'Discussions',
    loadFailed: 'Impossible de charger vos messages',
    openFailed: "Impossible d'ouvrir cette conversation",
    checkConnection: 'Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    loadingConversations: 'Chargement des conversations',
    loadingConversation: 'Chargement de la conversation',
    emptyTitle: 'Pas encore de messages',
    emptyDescription: "Les messages que vous recevrez d'autres utilisateurs apparaîtront ici.",
    userNotFound: 'Utilisateur introuvable',
    selectConversation: 'Sélectionnez une conversation',
    cannotMessageSelf: 'Vous ne pouvez pas vous écrire à vous-même',
  },
  list: {
    label: 'Discussions',
    youPrefix: 'Vous : ',
    unread: '{{count}} non lus',
    loadMore: 'Charger plus de conversations',
  },
  thread: {
    viewItem: "Voir l'objet",
    loadFailed: 'Impossible de charger cette conversation',
    loading: 'Chargement des messages',
    start: 'Commencez une conversation avec {{name}}',
    loadOlder: 'Charger les messages précédents',
    messagesWith: 'Messages avec {{name}}',
    conversationWith: 'Conversation avec {{name}}',
    back: 'Retour aux conversations',
  },
  composer: {
    label: 'Message à {{name}}',
    placeholder: 'Écrivez un message...',
    charactersLeft_one: '{{count}} caractère restant',
    charactersLeft_other: '{{count}} caractères restants',
    send: 'Envoyer',
  },
  ownerDialog: {
    title: 'Écrire au propriétaire',
    send: 'Envoyer',
    sending: 'Envoi...',
    cancel: 'Annuler',
    description: 'Écrivez à {{name}}. Votre message apparaîtra dans sa messagerie.',
    descriptionAbout:
      'Écrivez à {{name}} au sujet de {{about}}. Votre message apparaîtra dans sa messagerie.',
    label: 'Votre message',
    placeholder: 'Bonjour ! Est-ce toujours disponible pour mes dates ?',
    hint: "Jusqu'à 2 000 caractères.",
    openMessages: 'Ouvrir la messagerie',
    close: 'Fermer',
  },
  notices: {
    requiredTitle: 'Message requis',
    requiredDescription: 'Veuillez saisir un message.',
    tooLongTitle: 'Message trop long',
    tooLongDescription: 'Les messages sont limités à 2 000 caractères',
    sendFailed: "Échec de l'envoi du message",
    errorOccurred: 'Une erreur est survenue.',
    sent: 'Message envoyé',
    sentToOwner: 'Votre message a été envoyé au propriétaire.',
    sentSuccessfully: 'Votre message a bien été envoyé.',
    newMessageFrom: 'Nouveau message de {{name}}',
  },
  emailPreferences: {
    heading: 'Notifications par e-mail',
    intro:
      'Choisissez les e-mails que KoalaRent vous envoie. Chaque e-mail contient aussi un lien pour désactiver ceux de son type.',
    loading: 'Chargement des préférences e-mail',
    loadFailed: 'Impossible de charger vos préférences e-mail.',
    updateFailed: 'Échec de la mise à jour',
    updateFailedDescription: 'Impossible de mettre à jour vos préférences e-mail',
    bookingRequests: {
      label: 'Demandes de réservation',
      description: "Quand quelqu'un demande à louer l'un de vos objets.",
    },
    bookingUpdates: {
      label: 'Suivi des réservations',
      description:
        "Quand le propriétaire accepte ou refuse votre demande, et lors d'autres changements de vos locations.",
    },
    newMessages: {
      label: 'Nouveaux messages',
      description:
        'Quand un membre vous écrit pendant votre absence (au plus un e-mail par conversation à la fois).',
    },
  },
  system: {
    what: '« {{title}} » ({{dates}})',
    dateRange: '{{start}} – {{end}}',
    approved: 'Réservation acceptée : {{what}}. La location est confirmée.',
    declined: 'Demande de réservation refusée : {{what}}.',
    cancelled: 'Réservation annulée : {{what}}. {{by}}',
    cancelledExpired: 'La demande a expiré sans réponse.',
    cancelledByRenter: 'Annulée par le locataire.',
    cancelledByOwner: 'Annulée par le propriétaire.',
    cancelledOther: 'Annulée.',
    readyForPickup: 'Prêt à être retiré : {{what}}.',
    shipped: 'Expédié : {{what}} est en route.',
    received: 'Objet reçu : {{what}}. La location a commencé.',
    returned: 'Objet rendu : {{what}}.',
    completed: 'Location terminée : {{what}}.',
    statusChanged: 'La réservation {{what}} est désormais : {{status}}.',
    reasonSuffix: ' Motif : {{note}}',
    notesSuffix: ' Remarques : {{note}}',
    returnNotesSuffix: ' Remarques sur le retour : {{note}}',
    noteSuffix: ' Remarque : {{note}}',
    overdue: 'En retard : {{what}} devait être rendu le {{date}}.',
    lateFee: ' Des frais de retard de {{amount}} s’appliquent.',
    damageReported:
      'Dommages signalés sur {{what}} : le propriétaire réclame {{amount}} sur la caution. Motif : {{reason}} Acceptez ou contestez la réclamation avant le {{deadline}}.',
    damageSettled:
      'Réclamation pour dommages réglée pour {{what}} : le propriétaire conserve {{amount}} de la caution. {{how}}',
    damageAccepted: 'Le locataire a accepté la réclamation.',
    damageAutoAccepted: "La réclamation n'a pas été contestée à temps.",
    damageDecided: 'Un administrateur a tranché la réclamation.',
    listingApproved:
      'Votre annonce « {{title}} » a été approuvée et est désormais visible par les locataires.',
    listingRejected: "Votre annonce « {{title}} » n'a pas été approuvée.",
    identityVerified: 'Votre identité est vérifiée : votre profil affiche désormais « Identité vérifiée ».',
    identityRejected: 'Votre vérification d’identité n’a pas été acceptée.',
    identityAgain: ' Vous pouvez envoyer une nouvelle vérification depuis votre profil.',
    reportResolved: 'Merci pour votre signalement. Un administrateur l’a examiné et {{outcome}}.',
    reportResolvedAbout:
      'Merci pour votre signalement concernant « {{title}} ». Un administrateur l’a examiné et {{outcome}}.',
    outcomeDismiss: 'n’a rien trouvé de contraire aux règles de KoalaRent ; aucune mesure n’a donc été prise',
    outcomeHideListing: 'a masqué l’annonce',
    outcomeLockMember: 'a verrouillé le compte du membre',
    outcomeWarn: 'a averti le membre',
    protectionApproved:
      'Demande de garantie protection approuvée pour {{what}} : la garantie vous verse {{amount}}, la part de votre réclamation pour dommages au-delà de la caution.',
    protectionRejected:
      'Demande de garantie protection refusée pour {{what}} : la garantie ne verse pas les {{amount}} de votre réclamation pour dommages au-delà de la caution.',
    protectionApprovedRenter:
      'La garantie protection prend en charge les {{amount}} de la réclamation pour dommages au-delà de la caution pour {{what}} : ils sont versés au propriétaire par la garantie. Il ne vous est jamais demandé plus que votre caution.',
    protectionRejectedRenter:
      'Un administrateur a refusé la demande de garantie protection du propriétaire de {{amount}} au-delà de la caution pour {{what}}. Il ne vous est jamais demandé plus que votre caution.',
    requestMarker: 'NOUVELLE DEMANDE DE LOCATION',
    requestItem: 'Objet : {{value}}',
    requestDates: 'Dates : {{value}}',
    requestDelivery: 'Remise : {{value}}',
    requestTotal: 'Total : {{value}}',
    selfPickup: 'Retrait sur place',
    deliveryTo: 'Livraison à {{address}}',
    addressGiven: "l'adresse indiquée",
    requestCharged:
      'Débité : {{charged}} (location {{rent}} + frais de service {{fee}}) · Caution retenue : {{deposit}}',
  },
  /** The request card on a booking's messages: the booking as it is now, and the owner's answer at hand. */
  card: {
    title: 'Demande de location',
    dates: 'Période',
    charged: 'Débité',
    deposit: 'Caution retenue',
    renter: 'Locataire',
    reviews: 'Avis : {{count}}',
    status: 'Statut : {{status}}',
    approve: 'Approuver',
    reject: 'Refuser',
    loading: 'Chargement de la réservation…',
    unavailable: 'Impossible de charger cette réservation.',
    now: 'Cette réservation maintenant : {{status}}',
    state: {
      pending_approval: 'En attente d’approbation',
      approved: 'Approuvée',
      rejected: 'Refusée',
      awaiting_pickup: 'Prête à être retirée',
      in_transit: 'Expédiée',
      with_renter: 'Chez le locataire',
      returned: 'Retournée',
      completed: 'Terminée',
      cancelled: 'Annulée',
    },
  },
};
export default strings;

/** The same words in French: 'Notifications', 'Messages' (with a name) and 'Conversation' (with a name). */
export const sameAsEnglish = [
  'bell.label',
  'popup.title',
  'thread.messagesWith',
  'thread.conversationWith',
] as const;

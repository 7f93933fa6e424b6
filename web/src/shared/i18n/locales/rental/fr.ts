import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  wizard: {
    title: 'Louer {{title}}',
    stepsLabel: 'Étapes de la location',
    stepHeading: 'Étape {{step}} sur {{total}} : {{title}}',
    steps: {
      dates: 'Choisissez vos dates',
      review: 'Vérifiez votre location',
      payment: 'Paiement',
    },
    cancel: 'Annuler',
    back: 'Retour',
    continue: 'Continuer',
    sending: 'Envoi de la demande...',
    confirm: 'Confirmer la réservation',
    close: 'Fermer',
  },
  toasts: {
    sentTitle: 'Demande de location envoyée !',
    sentDescription: 'Votre demande a été envoyée au propriétaire pour approbation.',
    approvedTitle: 'Réservation approuvée !',
    approvedDescription:
      'Réservation instantanée : votre location est confirmée et votre carte a été débitée.',
    processingTitle: 'Traitement en cours',
    processingDescription: 'Votre demande est toujours en cours de traitement. Revenez dans un instant.',
    failedTitle: 'Échec de la réservation',
    failedDescription: 'Impossible de traiter le paiement',
    datesRequiredTitle: 'Dates requises',
    datesRequiredDescription: 'Veuillez choisir une date de début et une date de fin.',
    paymentRequiredTitle: 'Moyen de paiement requis',
    paymentRequiredDescription: 'Veuillez choisir ou ajouter un moyen de paiement.',
  },
  dates: {
    required: 'Dates requises : veuillez choisir une date de début et une date de fin.',
    invalid: 'Les dates doivent être de vraies dates du calendrier (aaaa-mm-jj)',
    past: 'Les dates passées ne peuvent pas être choisies',
    endBeforeStart: 'La date de fin ne peut pas précéder la date de début',
    tooFarAhead: 'Une location peut commencer au plus tard dans {{days}} jours',
    tooLong: 'Une location peut durer au plus {{days}} jours',
    overlapsBooking: 'Certaines de ces dates sont déjà réservées. Veuillez choisir d’autres dates.',
    overlapsBlocked: 'Le propriétaire a bloqué certaines de ces dates. Veuillez choisir d’autres dates.',
    overlapsBuffer:
      'Ces dates sont trop proches d’une autre réservation : le propriétaire garde des jours libres entre deux locations.',
    minDays_one: 'Cet article se loue au moins {{count}} jour',
    minDays_other: 'Cet article se loue au moins {{count}} jours',
    maxDays_one: 'Cet article se loue un jour au plus',
    maxDays_other: 'Cet article se loue au plus {{count}} jours',
    notice: 'Cet article demande un préavis : la première date de début possible est le {{date}}',
    horizon: 'Cet article ne peut être réservé que jusqu’au {{date}}',
    unavailable: 'Ces dates ne sont plus disponibles',
  },
  days_one: '{{count}} jour',
  days_other: '{{count}} jours',
  delivery: {
    pickup: 'Retrait sur place',
    delivery: 'Livraison',
  },
  details: {
    rentalDates: 'Dates de location',
    datesHelp:
      'Choisissez le premier jour, puis le dernier. Les jours passés, réservés ou indisponibles ne peuvent pas être choisis ; survolez un jour ou placez-vous dessus pour savoir pourquoi.',
    availabilityFailed:
      'Les dates réservées n’ont pas pu être chargées. Vous pouvez tout de même choisir des dates ; le calendrier du propriétaire est vérifié à l’envoi de la demande.',
    tryAgain: 'Réessayer',
    start: 'Début :',
    end: 'Fin :',
    notChosen: 'non choisie',
    clearDates: 'Effacer les dates',
    pickupOrDelivery: 'Retrait ou livraison',
    address: 'Adresse de livraison',
    addressRequired: 'Veuillez saisir une adresse de livraison',
    addressHelp: 'Où le propriétaire doit apporter l’objet.',
    message: 'Message au propriétaire (facultatif)',
    messagePlaceholder: 'Présentez-vous et dites pourquoi vous avez besoin de l’objet',
  },
  calendar: {
    booked: 'Réservé, indisponible : {{date}}',
    blocked: 'Bloqué par le propriétaire, indisponible : {{date}}',
    buffer: 'Gardé libre entre deux locations, indisponible : {{date}}',
    notice: 'Préavis nécessaire, premier début possible le {{earliest}} : {{date}}',
    horizon: 'Trop loin, dernière fin possible le {{latest}} : {{date}}',
    tooShort: 'Location trop courte, première fin possible le {{earliestEnd}} : {{date}}',
    tooLong: 'Location trop longue, dernière fin possible le {{latestEnd}} : {{date}}',
    startAndEnd: 'Date de début et de fin : {{date}}',
    start: 'Date de début : {{date}}',
    end: 'Date de fin : {{date}}',
    inRange: 'Dans votre location : {{date}}',
    chooseMonth: '{{shown}}, choisir un mois',
    chooseYear: '{{shown}}, choisir une année',
    previousMonths: 'Afficher les deux mois précédents',
    previousYear: 'Année précédente',
    previousDecade: 'Décennie précédente',
    nextMonths: 'Afficher les deux mois suivants',
    nextYear: 'Année suivante',
    nextDecade: 'Décennie suivante',
    content: 'calendrier',
  },
  review: {
    dates: 'Dates',
    dateRange: '{{start}} – {{end}}',
    rentalDays: 'Jours de location',
    youCollect: 'Vous retirez l’objet',
    message: 'Message',
    priceDetails: 'Détail du prix',
    pricePerDays_one: '{{price}} × {{count}} jour',
    pricePerDays_other: '{{price}} × {{count}} jours',
    serviceFee: 'Frais de service ({{percent}} %)',
    deposit: 'Caution (bloquée, remboursable)',
    total: 'Total',
    holdExplained:
      '{{charge}} (location et frais de service) sont bloqués sur votre carte à l’envoi de la demande et débités une fois que le propriétaire l’approuve. La caution de {{deposit}} est bloquée séparément et libérée après que le propriétaire a confirmé l’état de l’objet.',
    chargedIn: ' Votre carte est débitée en {{currency}}, la devise du propriétaire.',
  },
  protection: {
    add: 'Ajouter la protection : {{percent}} % de la location (au moins {{minimum}})',
    covers:
      "Couvre les dommages accidentels au-delà de la caution, jusqu'à {{cap}}. Remboursée avec la location si vous annulez.",
    details: 'Ce que couvre la protection',
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
  payment: {
    signInTitle: 'Connectez-vous pour finaliser votre réservation',
    signInDescription:
      'Vos dates et vos choix sont enregistrés. Après la connexion, vous revenez à cette étape pour payer.',
    signIn: 'Se connecter',
    createAccount: 'Créer un compte',
    method: 'Moyen de paiement',
    methodsFailed:
      'Vos cartes enregistrées n’ont pas pu être chargées. Vous pouvez payer avec une nouvelle carte.',
    endingIn: 'se terminant par',
    expires: 'expire le {{date}}',
    useNewCard: 'Utiliser une nouvelle carte',
    addCard: 'Ajouter une carte',
    savedMethod: '{{brand}} se terminant par {{last4}}, expire le {{expiry}}',
    unknownBrand: 'Carte',
  },
  card: {
    demo: 'Carte de démonstration : {{number}}, expiration {{expiry}}, CVV {{cvv}}',
    useDemo: 'Utiliser la carte de démonstration',
    number: 'Numéro de carte',
    name: 'Nom sur la carte',
    expiry: 'Date d’expiration',
    expiryPlaceholder: 'MM/AA',
    cvv: 'CVV',
    privacy:
      'Votre carte est transmise directement au prestataire de paiement. KoalaRent ne conserve que sa marque, ses quatre derniers chiffres et sa date d’expiration.',
    errors: {
      cardNumber: 'Veuillez saisir un numéro de carte valide',
      nameOnCard: 'Veuillez saisir le nom figurant sur la carte',
      expiryDate: 'Veuillez saisir la date d’expiration au format MM/AA',
      expired: 'Cette carte a expiré',
      cvv: 'Le code de sécurité comporte 3 ou 4 chiffres',
      paymentMethodId:
        'Veuillez saisir à nouveau la carte : sa référence n’est pas un moyen de paiement Stripe (pm_…)',
      detailsRefused:
        'Les données de carte se saisissent dans le champ sécurisé de Stripe : envoyez un identifiant de moyen de paiement Stripe (pm_…), pas le numéro de carte ni le CVC',
      paymentMethodIdRefused: 'Ce serveur prend les données de la carte : il ne paie pas par Stripe',
      paymentMethodUnknown: 'Cette carte est introuvable. Veuillez la saisir à nouveau.',
    },
    stripe: {
      field: 'Données de la carte',
      loading: 'Chargement du champ de carte sécurisé de Stripe…',
      unavailable:
        'Le champ de carte de Stripe n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
      incomplete: 'Veuillez compléter les données de votre carte',
      privacy:
        'Le numéro de votre carte et son code de sécurité vont de cette page directement à Stripe : KoalaRent ne les voit jamais et ne garde que la marque, les quatre derniers chiffres et la date d’expiration.',
    },
  },
  instantBook: {
    instant: 'Réservation instantanée : approuvée tout de suite',
    instantDetail:
      'Vous êtes un locataire de confiance : votre demande est approuvée dès que vous confirmez, et le loyer et les frais de service sont alors débités.',
    ownerApproves: 'Le propriétaire approuve votre demande',
    ownerApprovesDetail:
      'Le propriétaire a 48 heures pour répondre ; d’ici là, le montant est seulement bloqué sur votre carte.',
    forTrusted: 'Cette annonce propose la réservation instantanée aux locataires de confiance :',
    youNeed: 'Il vous manque : {{conditions}}',
    conditions: {
      email_unverified: 'une adresse e-mail vérifiée',
      identity_unverified: 'une vérification d’identité approuvée',
      too_few_rentals: 'au moins {{rentals}} locations terminées',
      rating_too_low: 'une note de {{rating}} ou plus',
      upheld_damage_claim: 'aucune réclamation pour dommages retenue',
    },
  },
};
export default strings;

/** 'Dates', 'Message' and 'Total' are French words too; CVV is the code's name on every card. */
export const sameAsEnglish = ['review.dates', 'review.message', 'review.total', 'card.cvv'] as const;

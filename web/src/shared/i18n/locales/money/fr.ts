import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: 'Détail du prix',
  rent_one: 'Location : {{price}} × {{count}} jour',
  rent_other: 'Location : {{price}} × {{count}} jours',
  serviceFee: 'Frais de service ({{percent}} %)',
  charged: 'Prix total débité',
  protection: 'Garantie protection',
  protectionNote:
    "Couvre les dommages accidentels au-delà de la caution, jusqu'à {{cover}} ; débitée et remboursée avec la location.",
  chargedNote: 'Location et frais de service, débités dès que le propriétaire accepte.',
  depositHeld: 'Caution bloquée',
  depositHeldNote:
    "Bloquée à part du débit ; libérée après que le propriétaire a confirmé l'état de l'objet.",
  depositReleased: 'Caution libérée',
  depositReleasedOn: 'Libérée sur votre carte le {{date}}.',
  depositReleasedToRenter: 'Libérée au locataire le {{date}}.',
  depositPartlyKept: 'Caution : {{kept}} retenus pour {{reason}}',
  depositPartlyKeptNote: '{{released}} libérés sur votre carte le {{date}}.',
  depositPartlyKeptToRenter: '{{released}} libérés au locataire le {{date}}.',
  depositKept: 'Caution retenue pour {{reason}}',
  depositKeptNote: "Réglée le {{date}} ; rien n'a été libéré.",
  reason_late_return: 'le retour tardif',
  reason_damage: 'des dommages',
  reason_both: 'le retour tardif et des dommages',
  lateFee_one: 'Frais de retard : {{count}} jour × {{price}}',
  lateFee_other: 'Frais de retard : {{count}} jours × {{price}}',
  lateFeeHeld: 'Prélevés sur la caution à la fin de la location.',
  lateFeeTaken: 'Prélevés sur la caution.',
  onCard: 'Total sur votre carte (débit + caution bloquée)',
  /** After a price per day in the owner's currency: its conversion into the viewer's. */
  aboutAfterPrice: ', environ {{amount}}',
  about: 'environ {{amount}}',
  chargedIn:
    'Votre carte est débitée en {{currency}}, la devise du propriétaire ; les autres montants sont approximatifs.',
  payout: 'Votre versement',
  payoutExpected:
    'La location (les frais de service reviennent à KoalaRent), versée à la fin de la location après votre contrôle de l’état.',
  payoutPaid: 'Versé le {{date}}.',
  payoutNone: "Aucun versement : la demande n'a pas abouti.",
  receipt: {
    view: 'Voir le reçu',
    back: 'Retour aux détails',
    print: 'Imprimer le reçu',
    title: 'Reçu',
    booking: 'Réservation n° {{id}}',
    item: 'Objet',
    dates: 'Dates',
    renter: 'Locataire',
    owner: 'Propriétaire',
    paymentStatus: 'Statut du paiement',
    card: 'Carte',
    cardValue: '{{brand}} se terminant par {{last4}}',
    bookedOn: 'Réservé le',
    lines: 'Montants',
  },
};

export default strings;

/** 'Dates' is the same word in French. */
export const sameAsEnglish = ['receipt.dates'] as const;

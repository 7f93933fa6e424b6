import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  heading: 'Preisaufschlüsselung',
  rent_one: 'Miete: {{price}} × {{count}} Tag',
  rent_other: 'Miete: {{price}} × {{count}} Tage',
  serviceFee: 'Servicegebühr ({{percent}} %)',
  charged: 'Belasteter Gesamtpreis',
  protection: 'Schutz',
  protectionNote:
    'Deckt versehentliche Schäden über die Kaution hinaus bis {{cover}}; mit der Miete belastet und erstattet.',
  chargedNote: 'Miete und Servicegebühr, belastet, sobald der Vermieter zustimmt.',
  depositHeld: 'Kaution reserviert',
  depositHeldNote:
    'Getrennt von der Belastung reserviert; freigegeben, nachdem der Vermieter den Zustand des Artikels bestätigt hat.',
  depositReleased: 'Kaution freigegeben',
  depositReleasedOn: 'Am {{date}} auf deiner Karte freigegeben.',
  depositReleasedToRenter: 'Am {{date}} an den Mieter freigegeben.',
  depositPartlyKept: 'Kaution: {{kept}} einbehalten wegen {{reason}}',
  depositPartlyKeptNote: '{{released}} am {{date}} auf deiner Karte freigegeben.',
  depositPartlyKeptToRenter: '{{released}} am {{date}} an den Mieter freigegeben.',
  depositKept: 'Kaution einbehalten wegen {{reason}}',
  depositKeptNote: 'Am {{date}} abgerechnet; nichts wurde freigegeben.',
  reason_late_return: 'verspäteter Rückgabe',
  reason_damage: 'Schäden',
  reason_both: 'verspäteter Rückgabe und Schäden',
  lateFee_one: 'Verspätungsgebühr: {{count}} Tag × {{price}}',
  lateFee_other: 'Verspätungsgebühr: {{count}} Tage × {{price}}',
  lateFeeHeld: 'Wird bei Abschluss der Miete von der Kaution abgezogen.',
  lateFeeTaken: 'Von der Kaution abgezogen.',
  onCard: 'Gesamt auf deiner Karte (Belastung + reservierte Kaution)',
  /** After a price per day in the owner's currency: its conversion into the viewer's. */
  aboutAfterPrice: ', etwa {{amount}}',
  about: 'etwa {{amount}}',
  chargedIn:
    'Deine Karte wird in {{currency}} belastet, der Währung des Vermieters; die anderen Beträge sind ungefähr.',
  payout: 'Deine Auszahlung',
  payoutExpected:
    'Die Miete (die Servicegebühr geht an KoalaRent), ausgezahlt bei Abschluss der Miete nach deiner Zustandsprüfung.',
  payoutPaid: 'Am {{date}} ausgezahlt.',
  payoutNone: 'Keine Auszahlung: Die Anfrage kam nicht zustande.',
  receipt: {
    view: 'Beleg ansehen',
    back: 'Zurück zu den Details',
    print: 'Beleg drucken',
    title: 'Beleg',
    booking: 'Buchung Nr. {{id}}',
    item: 'Artikel',
    dates: 'Zeitraum',
    renter: 'Mieter',
    owner: 'Vermieter',
    paymentStatus: 'Zahlungsstatus',
    card: 'Karte',
    cardValue: '{{brand}} mit Endung {{last4}}',
    bookedOn: 'Gebucht am',
    lines: 'Beträge',
  },
};

export default strings;

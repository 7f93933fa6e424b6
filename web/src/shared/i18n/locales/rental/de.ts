import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  wizard: {
    title: '{{title}} mieten',
    stepsLabel: 'Schritte der Miete',
    stepHeading: 'Schritt {{step}} von {{total}}: {{title}}',
    steps: {
      dates: 'Wähle deine Daten',
      review: 'Prüfe deine Miete',
      payment: 'Zahlung',
    },
    cancel: 'Abbrechen',
    back: 'Zurück',
    continue: 'Weiter',
    sending: 'Anfrage wird gesendet...',
    confirm: 'Buchung bestätigen',
    close: 'Schließen',
  },
  toasts: {
    sentTitle: 'Mietanfrage gesendet!',
    sentDescription: 'Deine Anfrage wurde zur Bestätigung an den Vermieter gesendet.',
    approvedTitle: 'Buchung bestätigt!',
    approvedDescription: 'Sofortbuchung: Deine Miete ist bestätigt und deine Karte wurde belastet.',
    processingTitle: 'Wird noch bearbeitet',
    processingDescription: 'Deine Anfrage wird noch bearbeitet. Schau gleich noch einmal nach.',
    failedTitle: 'Buchung fehlgeschlagen',
    failedDescription: 'Die Zahlung konnte nicht verarbeitet werden',
    datesRequiredTitle: 'Datumsauswahl erforderlich',
    datesRequiredDescription: 'Bitte wähle ein Start- und ein Enddatum.',
    paymentRequiredTitle: 'Zahlungsmethode erforderlich',
    paymentRequiredDescription: 'Bitte wähle eine Zahlungsmethode aus oder füge eine hinzu.',
  },
  dates: {
    required: 'Datumsauswahl erforderlich: Bitte wähle ein Start- und ein Enddatum.',
    invalid: 'Die Daten müssen echte Kalenderdaten sein (JJJJ-MM-TT)',
    past: 'Vergangene Tage können nicht gewählt werden',
    endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen',
    tooFarAhead: 'Eine Miete kann höchstens {{days}} Tage im Voraus beginnen',
    tooLong: 'Eine Miete kann höchstens {{days}} Tage dauern',
    overlapsBooking: 'Einige dieser Tage sind bereits gebucht. Bitte wähle andere Daten.',
    overlapsBlocked: 'Der Eigentümer hat einige dieser Tage gesperrt. Bitte wähle andere Daten.',
    overlapsBuffer:
      'Diese Daten liegen zu nah an einer anderen Buchung: Der Eigentümer hält zwischen Vermietungen Tage frei.',
    minDays_one: 'Dieser Artikel kann für mindestens {{count}} Tag gemietet werden',
    minDays_other: 'Dieser Artikel kann für mindestens {{count}} Tage gemietet werden',
    maxDays_one: 'Dieser Artikel kann höchstens einen Tag gemietet werden',
    maxDays_other: 'Dieser Artikel kann für höchstens {{count}} Tage gemietet werden',
    notice: 'Dieser Artikel braucht Vorlauf: Das früheste Startdatum ist {{date}}',
    horizon: 'Dieser Artikel kann nur bis {{date}} gebucht werden',
    unavailable: 'Diese Daten sind nicht mehr verfügbar',
  },
  days_one: '{{count}} Tag',
  days_other: '{{count}} Tage',
  delivery: {
    pickup: 'Selbstabholung',
    delivery: 'Lieferung',
  },
  details: {
    rentalDates: 'Mietzeitraum',
    datesHelp:
      'Wähle den ersten und dann den letzten Tag. Vergangene, gebuchte und nicht verfügbare Tage sind nicht wählbar; zeige auf einen Tag oder gehe zu ihm, um den Grund zu erfahren.',
    availabilityFailed:
      'Die gebuchten Tage konnten nicht geladen werden. Du kannst trotzdem Daten wählen; der Kalender des Vermieters wird beim Senden der Anfrage geprüft.',
    tryAgain: 'Erneut versuchen',
    start: 'Beginn:',
    end: 'Ende:',
    notChosen: 'nicht gewählt',
    clearDates: 'Daten löschen',
    pickupOrDelivery: 'Abholung oder Lieferung',
    address: 'Lieferadresse',
    addressRequired: 'Bitte gib eine Lieferadresse ein',
    addressHelp: 'Wohin der Vermieter den Artikel bringen soll.',
    message: 'Nachricht an den Vermieter (optional)',
    messagePlaceholder: 'Stell dich vor und schreib, wofür du den Artikel brauchst',
  },
  calendar: {
    booked: 'Gebucht, nicht verfügbar: {{date}}',
    blocked: 'Vom Eigentümer gesperrt, nicht verfügbar: {{date}}',
    buffer: 'Zwischen Vermietungen frei gehalten, nicht verfügbar: {{date}}',
    notice: 'Vorlauf nötig, frühester Start am {{earliest}}: {{date}}',
    horizon: 'Zu weit im Voraus, spätestes Ende am {{latest}}: {{date}}',
    tooShort: 'Zu kurze Miete, frühestes Ende am {{earliestEnd}}: {{date}}',
    tooLong: 'Zu lange Miete, spätestes Ende am {{latestEnd}}: {{date}}',
    startAndEnd: 'Start- und Enddatum: {{date}}',
    start: 'Startdatum: {{date}}',
    end: 'Enddatum: {{date}}',
    inRange: 'In deiner Miete: {{date}}',
    chooseMonth: '{{shown}}, Monat wählen',
    chooseYear: '{{shown}}, Jahr wählen',
    previousMonths: 'Die vorherigen zwei Monate zeigen',
    previousYear: 'Zum vorherigen Jahr',
    previousDecade: 'Zum vorherigen Jahrzehnt',
    nextMonths: 'Die nächsten zwei Monate zeigen',
    nextYear: 'Zum nächsten Jahr',
    nextDecade: 'Zum nächsten Jahrzehnt',
    content: 'Kalender',
  },
  review: {
    dates: 'Zeitraum',
    dateRange: '{{start}} – {{end}}',
    rentalDays: 'Miettage',
    youCollect: 'Du holst den Artikel ab',
    message: 'Nachricht',
    priceDetails: 'Preisdetails',
    pricePerDays_one: '{{price}} × {{count}} Tag',
    pricePerDays_other: '{{price}} × {{count}} Tage',
    serviceFee: 'Servicegebühr ({{percent}} %)',
    deposit: 'Kaution (reserviert, erstattungsfähig)',
    total: 'Gesamt',
    holdExplained:
      '{{charge}} (Miete und Servicegebühr) werden beim Senden der Anfrage auf deiner Karte reserviert und abgebucht, sobald der Vermieter bestätigt. Die Kaution von {{deposit}} wird separat reserviert und freigegeben, nachdem der Vermieter den Zustand des Artikels bestätigt hat.',
    chargedIn: ' Deine Karte wird in {{currency}} belastet, der Währung des Vermieters.',
  },
  protection: {
    add: 'Schutz hinzufügen: {{percent}} % der Miete (mindestens {{minimum}})',
    covers:
      'Deckt versehentliche Schäden über die Kaution hinaus bis {{cap}}. Wird bei einer Stornierung mit der Miete erstattet.',
    details: 'Was der Schutz abdeckt',
  },
  policy: {
    title: 'Stornobedingungen',
    beforeApproval:
      'Stornierung vor der Bestätigung durch den Vermieter: Alles auf deiner Karte Reservierte wird freigegeben.',
    early:
      'Stornierung nach der Bestätigung, mindestens {{hours}} Stunden vor dem Startdatum: Die Miete wird erstattet; die Servicegebühr wird einbehalten.',
    late: 'Spätere Stornierung: Die Hälfte der Miete wird erstattet.',
    byOwner: 'Storniert der Vermieter nach der Bestätigung, bekommst du alles zurück.',
    protection:
      'Hast du Schutz hinzugefügt, wird er mit der Miete erstattet: ganz, wenn die ganze Miete erstattet wird, zur Hälfte, wenn die Hälfte erstattet wird.',
  },
  payment: {
    signInTitle: 'Melde dich an, um deine Buchung abzuschließen',
    signInDescription:
      'Deine Daten und Auswahl sind gespeichert. Nach der Anmeldung kommst du zum Bezahlen zu diesem Schritt zurück.',
    signIn: 'Anmelden',
    createAccount: 'Konto erstellen',
    method: 'Zahlungsmethode',
    methodsFailed:
      'Deine gespeicherten Karten konnten nicht geladen werden. Du kannst mit einer neuen Karte zahlen.',
    endingIn: 'endet auf',
    expires: 'gültig bis {{date}}',
    useNewCard: 'Neue Karte verwenden',
    addCard: 'Karte hinzufügen',
    savedMethod: '{{brand}}, endet auf {{last4}}, gültig bis {{expiry}}',
    unknownBrand: 'Karte',
  },
  card: {
    demo: 'Demokarte: {{number}}, gültig bis {{expiry}}, CVV {{cvv}}',
    useDemo: 'Demokarte verwenden',
    number: 'Kartennummer',
    name: 'Name auf der Karte',
    expiry: 'Ablaufdatum',
    expiryPlaceholder: 'MM/JJ',
    cvv: 'CVV',
    privacy:
      'Deine Karte geht direkt an den Zahlungsanbieter. KoalaRent speichert nur die Marke, die letzten vier Ziffern und das Ablaufdatum.',
    errors: {
      cardNumber: 'Bitte gib eine gültige Kartennummer ein',
      nameOnCard: 'Bitte gib den Namen auf der Karte ein',
      expiryDate: 'Bitte gib das Ablaufdatum als MM/JJ ein',
      expired: 'Diese Karte ist abgelaufen',
      cvv: 'Der Sicherheitscode hat 3 oder 4 Ziffern',
      paymentMethodId:
        'Bitte gib die Karte erneut ein: ihre Referenz ist keine Stripe-Zahlungsmethode (pm_…)',
      detailsRefused:
        'Kartendaten werden in Stripes sicherem Feld eingegeben: Sende eine Stripe-Zahlungsmethoden-ID (pm_…), nicht die Kartennummer und den CVC',
      paymentMethodIdRefused: 'Dieser Server nimmt die Kartendaten an: er zahlt nicht über Stripe',
      paymentMethodUnknown: 'Diese Karte wurde nicht gefunden. Bitte gib sie erneut ein.',
    },
    stripe: {
      field: 'Kartendaten',
      loading: 'Stripes sicheres Kartenfeld wird geladen …',
      unavailable:
        'Stripes Kartenfeld konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
      incomplete: 'Bitte vervollständige deine Kartendaten',
      privacy:
        'Kartennummer und Sicherheitscode gehen von dieser Seite direkt an Stripe: KoalaRent sieht sie nie und speichert nur Marke, die letzten vier Ziffern und das Ablaufdatum.',
    },
  },
  instantBook: {
    instant: 'Sofortbuchung: sofort bestätigt',
    instantDetail:
      'Du bist ein vertrauenswürdiger Mieter: Deine Anfrage wird bestätigt, sobald du sie abschickst, und Miete und Servicegebühr werden dann abgebucht.',
    ownerApproves: 'Der Vermieter bestätigt deine Anfrage',
    ownerApprovesDetail:
      'Der Vermieter hat 48 Stunden Zeit zu antworten; bis dahin wird der Betrag auf deiner Karte nur vorgemerkt.',
    forTrusted: 'Dieses Angebot hat Sofortbuchung für vertrauenswürdige Mieter:',
    youNeed: 'Dir fehlt noch: {{conditions}}',
    conditions: {
      email_unverified: 'eine bestätigte E-Mail-Adresse',
      identity_unverified: 'eine bestätigte Identitätsprüfung',
      too_few_rentals: 'mindestens {{rentals}} abgeschlossene Mieten',
      rating_too_low: 'eine Bewertung von {{rating}} oder mehr',
      upheld_damage_claim: 'kein bestätigter Schadensanspruch',
    },
  },
};
export default strings;

/** CVV is the code's name on every card. */
export const sameAsEnglish = ['card.cvv'] as const;

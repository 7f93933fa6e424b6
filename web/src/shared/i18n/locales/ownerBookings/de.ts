import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  sections: {
    requests: 'Neue Anfragen',
    handover: 'Übergabe',
    withRenter: 'Bei Mietern',
    returns: 'Zustandsprüfung',
    claims: 'Schadensforderungen',
    past: 'Vergangen',
  },
  empty: {
    requests: {
      title: 'Keine offenen Anfragen',
      description:
        'Neue Mietanfragen für deine Artikel erscheinen hier, damit du sie bestätigen oder ablehnen kannst.',
    },
    handover: {
      title: 'Nichts zu übergeben',
      description: 'Bestätigte Mieten erscheinen hier, bis der Mieter bestätigt, dass er den Artikel hat.',
    },
    withRenter: {
      title: 'Keine Artikel bei Mietern',
      description:
        'Laufende Mieten erscheinen hier, mit einer Verspätungsgebühr, sobald eine Rückgabe überfällig ist.',
    },
    returns: {
      title: 'Keine Rückgaben zu prüfen',
      description:
        'Zurückgegebene Artikel erscheinen hier, damit du ihren Zustand bestätigen oder einen Schaden melden kannst.',
    },
    claims: {
      title: 'Keine offenen Schadensforderungen',
      description:
        'Gemeldete Schäden bleiben hier, bis der Mieter sie akzeptiert oder ein Admin entscheidet.',
    },
    past: {
      title: 'Keine vergangenen Mieten',
      description: 'Abgeschlossene, stornierte und abgelehnte Mieten erscheinen hier.',
    },
  },
  status: {
    pending_approval: 'Wartet auf Bestätigung',
    approved: 'Bestätigt',
    rejected: 'Abgelehnt',
    awaiting_pickup: 'Abholbereit',
    in_transit: 'Unterwegs',
    with_renter: 'Beim Mieter',
    returned: 'Zurückgegeben',
    completed: 'Abgeschlossen',
    cancelled: 'Storniert',
  },
  payment: {
    unpaid: 'Unbezahlt',
    authorized: 'Autorisiert',
    paid: 'Bezahlt',
    partially_refunded: 'Teilweise erstattet',
    refunded: 'Erstattet',
  },
  dateRange: '{{start}} – {{end}}',
  days_one: '{{count}} Tag',
  days_other: '{{count}} Tage',
  remaining: {
    overdue: 'Überfällig',
    days_one: 'Noch {{count}} Tag',
    days_other: 'Noch {{count}} Tage',
  },
  delivery: {
    pickup: 'Selbstabholung',
    delivery: 'Lieferung',
    deliveryTo: 'Lieferung an {{address}}',
  },
  validation: {
    reasonRequired: 'Bitte gib einen Grund an',
    notesMax: 'Notizen dürfen höchstens {{max}} Zeichen lang sein',
    damageAmount: 'Der Schadensbetrag muss eine positive Zahl sein',
    damageTooHigh:
      'Der Schadensbetrag darf höchstens {{max}} betragen (die Kaution abzüglich einer Verspätungsgebühr).',
    noDeposit: 'Für diese Buchung ist keine Kaution mehr übrig, aus der gefordert werden kann.',
  },
  claimStatus: {
    open: 'Wartet auf den Mieter',
    openDetail:
      'Der Mieter kann sie bis {{deadline}} akzeptieren oder ihr widersprechen; ohne Antwort gilt sie automatisch als akzeptiert.',
    openDeadlineUnknown: '{{hours}} Stunden nach der Meldung',
    disputed: 'Widersprochen',
    disputedDetail:
      'Der Mieter hat der Forderung widersprochen. Ein Admin entscheidet, wie viel du davon behältst.',
    accepted: 'Akzeptiert',
    acceptedDetail: 'Der Mieter hat die Forderung akzeptiert.',
    auto_accepted: 'Automatisch akzeptiert',
    auto_acceptedDetail:
      'Der Mieter hat nicht rechtzeitig geantwortet, daher wurde die Forderung akzeptiert.',
    admin_decided: 'Von einem Admin entschieden',
    admin_decidedDetail: 'Ein Admin hat über den Streitfall entschieden.',
  },
  actions: {
    approve: 'Bestätigen',
    reject: 'Ablehnen',
    readyForPickup: 'Abholbereit',
    shipped: 'Als versendet markieren',
    confirmCondition: 'Zustand bestätigen',
    reportDamage: 'Schaden melden',
    review: 'Bewertung abgeben',
    cancel: 'Buchung stornieren',
  },
  tab: {
    heading: 'Anfragen',
    loadFailed: 'Die Buchungen deiner Artikel konnten nicht geladen werden',
    checkConnection: 'Bitte prüfe deine Verbindung und versuche es erneut.',
    tryAgain: 'Erneut versuchen',
    loading: 'Buchungen deiner Artikel werden geladen',
    sectionsLabel: 'Buchungen deiner Artikel',
    earnings: 'Einnahmen',
    waiting_one: '({{count}} wartet auf deine Antwort)',
    waiting_other: '({{count}} warten auf deine Antwort)',
  },
  card: {
    itemUnavailable: 'Artikelname nicht verfügbar',
    bookingLine: 'Buchung Nr. {{id}} · angefragt am {{date}}',
    renterPrefix: 'Mieter: ',
    emailVerified: 'E-Mail bestätigt',
    idVerified: 'Ausweis bestätigt',
    reviews_one: '{{rating}} ★ ({{count}} Bewertung)',
    reviews_other: '{{rating}} ★ ({{count}} Bewertungen)',
    noReviews: 'Noch keine Bewertungen',
    dates: 'Zeitraum',
    delivery: 'Übergabe',
    total: 'Gesamt',
    totalBreakdown: '(Miete {{rent}} + Servicegebühr {{fee}})',
    deposit: 'Kaution',
    lateFee: 'Verspätungsgebühr',
    lateFeeSoFar: '(bisher; wird bei der Zustandsprüfung von der Kaution einbehalten)',
    lateFeeTaken: '(von der Kaution einbehalten)',
    answerBy: 'Antworten bis',
    returned: 'Zurückgegeben',
    payout: 'Deine Auszahlung',
    refunded: 'Erstattet',
    renterMessage: 'Nachricht des Mieters',
    returnNotes: 'Notizen zur Rückgabe',
    yourReason: 'Dein Grund',
    yourNotes: 'Deine Notizen',
    cancelledByOwner: 'Du hast diese Buchung storniert; dem Mieter wurde alles erstattet',
    cancelledByRenter: 'Der Mieter hat diese Buchung storniert',
    cancelledBySystem: 'Die Anfrage ist ohne Antwort abgelaufen',
    cancelled: 'Diese Buchung wurde storniert',
    cancelledWithReason: '{{what}}: {{reason}}',
    cancelledPlain: '{{what}}.',
    yourReview: 'Deine Bewertung',
    reviewUntil: 'Du kannst {{name}} bis zum {{date}} bewerten.',
    claimAmount: 'Schadensforderung: {{amount}}',
    claimKept: 'Du behältst {{amount}} der Forderung.',
    claimNote: ' Hinweis: {{note}}',
    photoAlt: 'Schadensfoto {{index}} von {{total}}',
  },
  earnings: {
    heading: 'Einnahmen',
    loadFailed: 'Deine Einnahmen konnten nicht geladen werden.',
    loading: 'Deine Einnahmen werden geladen',
    emptyTitle: 'Noch keine Einnahmen',
    emptyDescription: 'Was dir jede abgeschlossene Miete auszahlt, erscheint hier.',
    totalEarned: 'Insgesamt verdient ({{currency}})',
    caption: 'Auszahlungen deiner abgeschlossenen Mieten',
    item: 'Artikel',
    booking: 'Buchung',
    completed: 'Abgeschlossen',
    payout: 'Auszahlung',
    itemUnavailable: 'Artikelname nicht verfügbar',
  },
  dialogs: {
    cancel: 'Abbrechen',
    close: 'Schließen',
    optional: 'Optional',
    thisItem: 'diesen Artikel',
    reject: {
      title: 'Diese Anfrage ablehnen?',
      description:
        '{{renter}} möchte {{item}} mieten ({{dates}}). Alles auf der Karte Reservierte wird freigegeben, und dein Grund wird angezeigt.',
      confirm: 'Anfrage ablehnen',
      busy: 'Wird abgelehnt...',
      reason: 'Grund',
      placeholder: 'Zum Beispiel: Der Artikel ist an diesen Tagen nicht verfügbar',
    },
    handOver: {
      pickupTitle: 'Abholbereit',
      shippedTitle: 'Als versendet markieren',
      pickupDescription:
        'Teile {{renter}} mit, dass {{item}} zur Abholung bereitsteht. Die Miete beginnt, sobald der Erhalt bestätigt wird.',
      shippedDescription:
        'Teile {{renter}} mit, dass {{item}} unterwegs ist. Die Miete beginnt, sobald der Erhalt bestätigt wird.',
      shippedToDescription:
        'Teile {{renter}} mit, dass {{item}} nach {{address}} unterwegs ist. Die Miete beginnt, sobald der Erhalt bestätigt wird.',
      pickupConfirm: 'Als abholbereit markieren',
      shippedConfirm: 'Als versendet markieren',
      busy: 'Wird gespeichert...',
      notes: 'Notizen für den Mieter',
      pickupPlaceholder: 'Wo und wann der Artikel abgeholt werden kann',
      shippedPlaceholder: 'Versanddienst und Sendungsnummer, falls vorhanden',
    },
    cancelBooking: {
      title: 'Diese Buchung stornieren?',
      description:
        'Dem Mieter wird alles erstattet: {{total}} gehen zurück auf die Karte von {{renter}}, und die Reservierung der Kaution über {{deposit}} wird aufgehoben. Das kann nicht rückgängig gemacht werden.',
      confirm: 'Buchung stornieren',
      busy: 'Wird storniert...',
      keep: 'Buchung behalten',
      reason: 'Grund für den Mieter',
    },
    confirmCondition: {
      title: 'Zustand bestätigen?',
      description:
        'Du hast {{item}} geprüft und es ist in gutem Zustand zurückgekommen. Die Miete wird abgeschlossen und {{released}} der Kaution werden an {{renter}} freigegeben. Schaden gefunden? Melde ihn stattdessen.',
      descriptionWithLateFee:
        'Du hast {{item}} geprüft und es ist in gutem Zustand zurückgekommen. Die Miete wird abgeschlossen und {{released}} der Kaution werden an {{renter}} freigegeben; die Verspätungsgebühr von {{lateFee}} wird davon einbehalten. Schaden gefunden? Melde ihn stattdessen.',
      confirm: 'Zustand bestätigen',
      busy: 'Wird bestätigt...',
      notYet: 'Noch nicht',
    },
    reportDamage: {
      title: 'Schaden melden',
      description:
        'Fordere einen Teil der Kaution für den Schaden an {{item}}: höchstens {{max}} (die Kaution abzüglich einer Verspätungsgebühr). {{renter}} hat {{hours}} Stunden Zeit, die Forderung zu akzeptieren oder ihr zu widersprechen; ein Widerspruch geht an einen Admin.',
      confirm: 'Schaden melden',
      busy: 'Wird gemeldet...',
      amount: 'Betrag',
      upTo: 'Bis zu {{max}}',
      what: 'Was wurde beschädigt',
      whatPlaceholder: 'Beschreibe den Schaden und wie du auf den Betrag gekommen bist',
      photos: 'Fotos (optional)',
      photosLabel: 'Fotos des Schadens',
    },
  },
  toasts: {
    approvedTitle: 'Buchung bestätigt',
    approvedDescription:
      '{{renter}} wurde benachrichtigt. Miete und Servicegebühr wurden abgebucht; die Kaution bleibt reserviert, bis der Artikel zurück ist.',
    approveFailed: 'Die Anfrage konnte nicht bestätigt werden',
    rejectedTitle: 'Anfrage abgelehnt',
    rejectedDescription:
      '{{renter}} wurde benachrichtigt, und alles auf der Karte Reservierte wurde freigegeben.',
    rejectFailed: 'Die Anfrage konnte nicht abgelehnt werden',
    cancelledTitle: 'Buchung storniert',
    cancelledDescription: 'Dem Mieter wird alles erstattet, und er wurde benachrichtigt.',
    cancelFailed: 'Die Buchung konnte nicht storniert werden',
    readyTitle: 'Als abholbereit markiert',
    readyDescription: '{{renter}} wurde mitgeteilt, dass der Artikel zur Abholung bereitsteht.',
    readyFailed: 'Der Artikel konnte nicht als abholbereit markiert werden',
    shippedTitle: 'Als versendet markiert',
    shippedDescription: '{{renter}} wurde mitgeteilt, dass der Artikel unterwegs ist.',
    shippedFailed: 'Der Artikel konnte nicht als versendet markiert werden',
    confirmedTitle: 'Zustand bestätigt',
    confirmedDescription:
      'Die Miete ist abgeschlossen und die Kaution wurde freigegeben. Du kannst den Mieter jetzt bewerten.',
    confirmFailed: 'Der Zustand konnte nicht bestätigt werden',
    damageTitle: 'Schaden gemeldet',
    damageDescription:
      'Deine Forderung über {{amount}} wurde gesendet. {{renter}} hat {{hours}} Stunden Zeit, sie zu akzeptieren oder ihr zu widersprechen.',
    damageFailed: 'Der Schaden konnte nicht gemeldet werden',
    unreachable: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.',
    somethingWrong: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
};
export default strings;

/** 'Optional' is the German word too. */
export const sameAsEnglish = ['dialogs.optional'] as const;

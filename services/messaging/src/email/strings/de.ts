import type { MailStrings } from './en.js';

const de: MailStrings = {
  greeting: 'Hallo {{name}},',
  signOff: '— Dein KoalaRent-Team',
  pasteLink: 'Oder füge diesen Link in deinen Browser ein:',
  unsubscribe: 'Abmelden',
  footer: 'Du erhältst diese E-Mail, weil {{kinds}} für dein KoalaRent-Konto aktiviert sind.',
  'kinds.bookingRequests': 'E-Mails zu neuen Buchungsanfragen',
  'kinds.bookingUpdates': 'E-Mails zu Zusagen und Absagen von Buchungen',
  'kinds.newMessages': 'E-Mails zu neuen Nachrichten',
  'unsubscribePage.title': 'KoalaRent-E-Mail-Einstellungen',
  'unsubscribePage.done': 'Du bist abgemeldet',
  'unsubscribePage.noLonger': 'Du erhältst keine {{kind}} mehr von KoalaRent.',
  'unsubscribePage.turnBackOn':
    'Du kannst sie jederzeit unter E-Mail-Einstellungen in {{profile}} wieder einschalten.',
  'unsubscribePage.invalid': 'Dieser Abmeldelink ist ungültig.',
  'unsubscribePage.choose':
    'Unter E-Mail-Einstellungen in {{profile}} wählst du, welche E-Mails du erhältst.',
  'unsubscribePage.profile': 'deinem Profil',

  'delivery.pickup': 'Selbstabholung',
  'delivery.to': 'Lieferung an {{address}}',
  'delivery.toGivenAddress': 'Lieferung an die angegebene Adresse',

  'bookingRequest.subject': 'Neue Mietanfrage für {{itemTitle}}',
  'bookingRequest.summary': '{{renterName}} möchte „{{itemTitle}}“ mieten ({{dates}}, {{delivery}}).',
  'bookingRequest.charged':
    'Belastet bei deiner Genehmigung: {{charged}} (Miete {{rent}} + Servicegebühr {{fee}}).',
  'bookingRequest.deposit':
    'Kaution reserviert: {{deposit}}, getrennt von der Belastung und nach deiner Zustandsprüfung freigegeben.',
  'bookingRequest.deadline':
    'Bitte nimm die Anfrage bis {{expiresAt}} an oder lehne sie ab; danach läuft sie ab und die Zahlungsreservierung des Mieters wird aufgehoben.',
  'bookingRequest.wrote': '{{renterName}} schreibt:',
  'bookingRequest.action': 'Anfrage ansehen',

  'bookingApproved.subject': 'Deine Miete von {{itemTitle}} wurde bestätigt',
  'bookingApproved.approved':
    'Gute Nachrichten: Deine Anfrage, „{{itemTitle}}“ ({{dates}}) zu mieten, wurde angenommen.',
  'bookingApproved.charged': 'Belastet: {{charged}} (Miete {{rent}} + Servicegebühr {{fee}}).',
  'bookingApproved.deposit':
    'Kaution reserviert: {{deposit}}, getrennt von der Belastung und freigegeben, sobald der Eigentümer den Zustand geprüft hat.',
  'bookingApproved.next':
    'Deine Zahlung wurde abgebucht, und die Kaution bleibt reserviert, bis der Artikel zurück ist. Sprich die Übergabe in deinen Nachrichten mit dem Eigentümer ab.',
  'bookingDeclined.subject': 'Deine Mietanfrage für {{itemTitle}} wurde abgelehnt',
  'bookingDeclined.declined': 'Deine Anfrage, „{{itemTitle}}“ ({{dates}}) zu mieten, wurde abgelehnt.',
  'bookingDeclined.reason': 'Begründung des Eigentümers: {{reason}}',
  'bookingDeclined.released': 'Die Zahlungsreservierung auf deiner Karte wurde aufgehoben.',
  'bookingDecision.action': 'Meine Mieten ansehen',

  'damageClaim.subject': 'Der Vermieter hat einen Schaden an {{itemTitle}} gemeldet',
  'damageClaim.summary':
    'Er verlangt {{amount}} deiner Kaution: {{reason}}. Bitte akzeptiere oder bestreite die Forderung bis {{respondBy}}.',
  'newMessages.subject_one': '{{senderName}} hat dir auf KoalaRent eine neue Nachricht geschickt',
  'newMessages.subject_other': '{{senderName}} hat dir auf KoalaRent {{count}} neue Nachrichten geschickt',
  'newMessages.intro_one': '{{senderName}} hat dir eine neue Nachricht geschickt. Die neueste:',
  'newMessages.intro_other': '{{senderName}} hat dir {{count}} neue Nachrichten geschickt. Die neueste:',
  'newMessages.action': 'Lesen und antworten',

  'verification.subject': 'Bestätige deine E-Mail-Adresse für KoalaRent',
  'verification.welcome':
    'Willkommen bei KoalaRent! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren:',
  'verification.heading': 'Willkommen bei KoalaRent, {{name}}!',
  'verification.confirm': 'Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
  'verification.button': 'E-Mail-Adresse bestätigen',
  'verification.expiry':
    'Dieser Link funktioniert nur einmal und läuft in {{hours}} Stunden ab. Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.',
  'registrationAttempt.subject': 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
  'registrationAttempt.intro':
    'Jemand hat gerade versucht, mit dieser E-Mail-Adresse ein neues KoalaRent-Konto zu erstellen. Du hast bereits ein Konto, deshalb wurde nichts angelegt. Hier kannst du dich anmelden:',
  'registrationAttempt.button': 'Anmelden',
  'registrationAttempt.forgot': 'Passwort vergessen? Hier kannst du ein neues wählen: {{link}}',
  'registrationAttempt.notYou':
    'Wenn du das nicht warst, kannst du diese E-Mail ignorieren: An deinem Konto hat sich nichts geändert.',
  'passwordReset.subject': 'Setze dein KoalaRent-Passwort zurück',
  'passwordReset.intro':
    'Jemand (hoffentlich du) hat angefordert, das Passwort deines KoalaRent-Kontos zurückzusetzen. Wähle hier ein neues Passwort:',
  'passwordReset.button': 'Neues Passwort wählen',
  'passwordReset.expiry':
    'Dieser Link funktioniert nur einmal und läuft in 1 Stunde ab. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
  'passwordChanged.subject': 'Dein KoalaRent-Passwort wurde geändert',
  'passwordChanged.changed':
    'Das Passwort deines KoalaRent-Kontos wurde soeben über einen Link zum Zurücksetzen geändert, und alle bei deinem Konto angemeldeten Geräte wurden abgemeldet.',
  'passwordChanged.notYou':
    'Wenn du das nicht warst, setze dein Passwort sofort erneut zurück und wende dich an den Support.',
  'passwordChanged.action': 'Anmelden',
};

export default de;

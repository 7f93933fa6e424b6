/**
 * Every word of the e-mails, in English: the reference the other languages translate key by key (strings.test.ts
 * checks that none is missing or left in English). `{{name}}` marks a value filled in when the mail is written;
 * the translations keep the same ones. `_one` / `_other` are the singular and plural of one sentence.
 */
const en = {
  greeting: 'Hi {{name}},',
  signOff: '— The KoalaRent team',
  pasteLink: 'Or paste this link into your browser:',
  unsubscribe: 'Unsubscribe',
  footer: 'You are receiving this because {{kinds}} are on for your KoalaRent account.',
  'kinds.bookingRequests': 'new booking request e-mails',
  'kinds.bookingUpdates': 'booking approval and rejection e-mails',
  'kinds.newMessages': 'new message e-mails',
  'unsubscribePage.title': 'KoalaRent e-mail preferences',
  'unsubscribePage.done': 'You are unsubscribed',
  'unsubscribePage.noLonger': 'You will no longer receive {{kind}} from KoalaRent.',
  'unsubscribePage.turnBackOn':
    'You can turn them back on at any time under E-mail preferences in {{profile}}.',
  'unsubscribePage.invalid': 'This unsubscribe link is invalid.',
  'unsubscribePage.choose':
    'You can choose which e-mails you receive under E-mail preferences in {{profile}}.',
  'unsubscribePage.profile': 'your profile',

  'delivery.pickup': 'Self Pickup',
  'delivery.to': 'Delivery to {{address}}',
  'delivery.toGivenAddress': 'Delivery to the address given',

  'bookingRequest.subject': 'New rental request for {{itemTitle}}',
  'bookingRequest.summary': '{{renterName}} would like to rent "{{itemTitle}}" ({{dates}}, {{delivery}}).',
  'bookingRequest.charged': 'Charged when you approve: {{charged}} (rent {{rent}} + service fee {{fee}}).',
  'bookingRequest.deposit':
    'Deposit held: {{deposit}}, apart from the charge and released after your condition check.',
  'bookingRequest.deadline':
    "Please approve or decline the request by {{expiresAt}}; after that it expires and the renter's payment hold is released.",
  'bookingRequest.wrote': '{{renterName}} wrote:',
  'bookingRequest.action': 'Review the request',

  'bookingApproved.subject': 'Your rental of {{itemTitle}} was approved',
  'bookingApproved.approved': 'Good news: your request to rent "{{itemTitle}}" ({{dates}}) was approved.',
  'bookingApproved.charged': 'Charged: {{charged}} (rent {{rent}} + service fee {{fee}}).',
  'bookingApproved.deposit':
    "Deposit held: {{deposit}}, apart from the charge and released after the owner checks the item's condition.",
  'bookingApproved.next':
    'Your payment has been taken and the security deposit stays on hold until the item is back. Coordinate the hand-over with the owner in your messages.',
  'bookingDeclined.subject': 'Your rental request for {{itemTitle}} was declined',
  'bookingDeclined.declined': 'Your request to rent "{{itemTitle}}" ({{dates}}) was declined.',
  'bookingDeclined.reason': "The owner's reason: {{reason}}",
  'bookingDeclined.released': 'The payment hold on your card has been released.',
  'bookingDecision.action': 'View My Rentals',

  'damageClaim.subject': 'The owner reported damage to {{itemTitle}}',
  'damageClaim.summary':
    'They ask for {{amount}} of your deposit: {{reason}}. Please accept or dispute the claim by {{respondBy}}.',
  'newMessages.subject_one': '{{senderName}} sent you a new message on KoalaRent',
  'newMessages.subject_other': '{{senderName}} sent you {{count}} new messages on KoalaRent',
  'newMessages.intro_one': '{{senderName}} sent you a new message. The latest:',
  'newMessages.intro_other': '{{senderName}} sent you {{count}} new messages. The latest:',
  'newMessages.action': 'Read and reply',

  'verification.subject': 'Verify your email address for KoalaRent',
  'verification.welcome': 'Welcome to KoalaRent! Please confirm your email address to activate your account:',
  'verification.heading': 'Welcome to KoalaRent, {{name}}!',
  'verification.confirm': 'Please confirm your email address to activate your account.',
  'verification.button': 'Verify my email',
  'verification.expiry':
    'This link works once and expires in {{hours}} hours. If you did not create an account, you can ignore this email.',
  'registrationAttempt.subject': 'Someone tried to sign up with your email address',
  'registrationAttempt.intro':
    'Someone just tried to create a new KoalaRent account with this email address. You already have an account, so nothing was created. You can sign in here:',
  'registrationAttempt.button': 'Sign in',
  'registrationAttempt.forgot': 'Forgot your password? You can choose a new one here: {{link}}',
  'registrationAttempt.notYou':
    'If this was not you, you can ignore this email: your account has not changed.',
  'passwordReset.subject': 'Reset your KoalaRent password',
  'passwordReset.intro':
    'Someone (we hope you) asked to reset the password of your KoalaRent account. Choose a new password here:',
  'passwordReset.button': 'Choose a new password',
  'passwordReset.expiry':
    'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
  'passwordChanged.subject': 'Your KoalaRent password was changed',
  'passwordChanged.changed':
    'The password of your KoalaRent account was just changed with a reset link, and every device signed in to your account was signed out.',
  'passwordChanged.notYou': 'If this was not you, reset your password again at once and contact support.',
  'passwordChanged.action': 'Sign in',
} as const;

export type MailKey = keyof typeof en;
export type MailStrings = Record<MailKey, string>;

export default en;

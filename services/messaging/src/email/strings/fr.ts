import type { MailStrings } from './en.js';

const fr: MailStrings = {
  greeting: 'Bonjour {{name}},',
  signOff: '— L’équipe KoalaRent',
  pasteLink: 'Ou collez ce lien dans votre navigateur :',
  unsubscribe: 'Se désabonner',
  footer: 'Vous recevez ce message car les {{kinds}} sont activés pour votre compte KoalaRent.',
  'kinds.bookingRequests': 'e-mails de nouvelles demandes de réservation',
  'kinds.bookingUpdates': 'e-mails d’acceptation et de refus de réservation',
  'kinds.newMessages': 'e-mails de nouveaux messages',
  'unsubscribePage.title': 'Préférences e-mail KoalaRent',
  'unsubscribePage.done': 'Votre désinscription est confirmée',
  'unsubscribePage.noLonger': 'Vous ne recevrez plus d’{{kind}} de KoalaRent.',
  'unsubscribePage.turnBackOn':
    'Vous pouvez les réactiver à tout moment dans Préférences e-mail de {{profile}}.',
  'unsubscribePage.invalid': 'Ce lien de désinscription n’est pas valide.',
  'unsubscribePage.choose':
    'Vous pouvez choisir les e-mails que vous recevez dans Préférences e-mail de {{profile}}.',
  'unsubscribePage.profile': 'votre profil',

  'delivery.pickup': 'Retrait sur place',
  'delivery.to': 'Livraison à {{address}}',
  'delivery.toGivenAddress': 'Livraison à l’adresse indiquée',

  'bookingRequest.subject': 'Nouvelle demande de location pour {{itemTitle}}',
  'bookingRequest.summary': '{{renterName}} souhaite louer « {{itemTitle}} » ({{dates}}, {{delivery}}).',
  'bookingRequest.charged':
    'Débité à votre approbation : {{charged}} (location {{rent}} + frais de service {{fee}}).',
  'bookingRequest.deposit':
    'Caution retenue : {{deposit}}, à part du débit et libérée après votre contrôle de l’état.',
  'bookingRequest.deadline':
    'Merci d’accepter ou de refuser la demande avant le {{expiresAt}} ; passé ce délai, elle expire et le blocage du paiement du locataire est levé.',
  'bookingRequest.wrote': '{{renterName}} a écrit :',
  'bookingRequest.action': 'Examiner la demande',

  'bookingApproved.subject': 'Votre location de {{itemTitle}} a été acceptée',
  'bookingApproved.approved':
    'Bonne nouvelle : votre demande de location de « {{itemTitle}} » ({{dates}}) a été acceptée.',
  'bookingApproved.charged': 'Débité : {{charged}} (location {{rent}} + frais de service {{fee}}).',
  'bookingApproved.deposit':
    'Caution retenue : {{deposit}}, à part du débit et libérée après le contrôle de l’état de l’objet par le propriétaire.',
  'bookingApproved.next':
    'Votre paiement a été prélevé et le dépôt de garantie reste bloqué jusqu’au retour de l’objet. Organisez la remise avec le propriétaire dans vos messages.',
  'bookingDeclined.subject': 'Votre demande de location pour {{itemTitle}} a été refusée',
  'bookingDeclined.declined': 'Votre demande de location de « {{itemTitle}} » ({{dates}}) a été refusée.',
  'bookingDeclined.reason': 'Motif du propriétaire : {{reason}}',
  'bookingDeclined.released': 'Le blocage du paiement sur votre carte a été levé.',
  'bookingDecision.action': 'Voir mes locations',

  'damageClaim.subject': 'Le propriétaire a signalé des dommages sur {{itemTitle}}',
  'damageClaim.summary':
    'Il demande {{amount}} de votre caution : {{reason}}. Acceptez ou contestez la réclamation avant le {{respondBy}}.',
  'newMessages.subject_one': '{{senderName}} vous a envoyé un nouveau message sur KoalaRent',
  'newMessages.subject_other': '{{senderName}} vous a envoyé {{count}} nouveaux messages sur KoalaRent',
  'newMessages.intro_one': '{{senderName}} vous a envoyé un nouveau message. Le plus récent :',
  'newMessages.intro_other': '{{senderName}} vous a envoyé {{count}} nouveaux messages. Le plus récent :',
  'newMessages.action': 'Lire et répondre',

  'verification.subject': 'Confirmez votre adresse e-mail pour KoalaRent',
  'verification.welcome':
    'Bienvenue sur KoalaRent ! Veuillez confirmer votre adresse e-mail pour activer votre compte :',
  'verification.heading': 'Bienvenue sur KoalaRent, {{name}} !',
  'verification.confirm': 'Veuillez confirmer votre adresse e-mail pour activer votre compte.',
  'verification.button': 'Confirmer mon adresse e-mail',
  'verification.expiry':
    'Ce lien ne fonctionne qu’une fois et expire dans {{hours}} heures. Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  'registrationAttempt.subject': 'Quelqu’un a essayé de s’inscrire avec votre adresse e-mail',
  'registrationAttempt.intro':
    'Quelqu’un vient d’essayer de créer un nouveau compte KoalaRent avec cette adresse e-mail. Vous avez déjà un compte, rien n’a donc été créé. Vous pouvez vous connecter ici :',
  'registrationAttempt.button': 'Se connecter',
  'registrationAttempt.forgot': 'Mot de passe oublié ? Vous pouvez en choisir un nouveau ici : {{link}}',
  'registrationAttempt.notYou':
    'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : votre compte n’a pas changé.',
  'passwordReset.subject': 'Réinitialisez votre mot de passe KoalaRent',
  'passwordReset.intro':
    'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte KoalaRent. Choisissez un nouveau mot de passe ici :',
  'passwordReset.button': 'Choisir un nouveau mot de passe',
  'passwordReset.expiry':
    'Ce lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
  'passwordChanged.subject': 'Votre mot de passe KoalaRent a été modifié',
  'passwordChanged.changed':
    'Le mot de passe de votre compte KoalaRent vient d’être modifié avec un lien de réinitialisation, et tous les appareils connectés à votre compte ont été déconnectés.',
  'passwordChanged.notYou':
    'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et contactez l’assistance.',
  'passwordChanged.action': 'Se connecter',
};

export default fr;

import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  profile: {
    heading: 'Vérification d’identité',
    intro:
      'Vérifiez votre identité pour que les autres membres sachent à qui ils ont affaire. Un administrateur compare une photo de votre pièce d’identité avec un selfie. Les photos sont privées : seuls les administrateurs les voient, et elles sont supprimées 30 jours après la décision.',
    statusLabel: 'Statut',
    status: {
      none: 'Non vérifiée',
      submitted: 'En attente de vérification',
      verified: 'Identité vérifiée',
      rejected: 'Non acceptée',
    },
    noneText: 'Vous n’avez pas encore envoyé de vérification d’identité.',
    submittedText:
      'Merci. Un administrateur va vérifier vos photos ; la décision vous sera communiquée par e-mail et dans vos notifications.',
    verifiedText: 'Votre identité est vérifiée : votre profil affiche « Identité vérifiée ».',
    rejectedText: 'Votre dernière vérification n’a pas été acceptée. Le motif : {{reason}}',
    rejectedNoReason: 'Votre dernière vérification n’a pas été acceptée.',
    resubmit: 'Vous pouvez envoyer de nouvelles photos ci-dessous.',
    loadFailed: 'Votre vérification d’identité n’a pas pu être chargée.',
    retry: 'Réessayer',
    loading: 'Chargement de votre vérification d’identité',
  },
  form: {
    label: 'Envoyer une vérification d’identité',
    front: 'Pièce d’identité (recto)',
    frontHelp: 'Une photo du recto de votre passeport, carte d’identité ou permis de conduire.',
    back: 'Pièce d’identité (verso, facultatif)',
    backHelp: 'Si votre pièce a un verso, ajoutez-en aussi une photo.',
    selfie: 'Selfie',
    selfieHelp: 'Une photo nette de votre visage.',
    formats: 'JPEG, PNG, WebP, GIF ou AVIF, 5 Mo maximum chacune.',
    submit: 'Envoyer pour vérification',
    submitting: 'Envoi…',
    submitted: 'Vérification d’identité envoyée',
    submittedDescription: 'Un administrateur va l’examiner prochainement.',
    failed: 'La vérification d’identité n’a pas pu être envoyée',
    errors: {
      front: 'Ajoutez une photo du recto de votre pièce d’identité',
      selfie: 'Ajoutez un selfie',
      type: 'Choisissez une image JPEG, PNG, WebP, GIF ou AVIF',
      size: 'La taille de l’image ne doit pas dépasser 5 Mo',
    },
  },
  queue: {
    heading: 'Vérifications d’identité',
    submitted: 'En attente',
    verified: 'Vérifiées',
    rejected: 'Refusées',
    empty: 'Aucune vérification d’identité ici.',
    loadFailed: 'Les vérifications d’identité n’ont pas pu être chargées.',
    submittedOn: 'Envoyée le {{date}}',
    decidedOn: 'Décidée le {{date}}',
    openProfile: 'Ouvrir le profil',
    photos: 'Photos',
    front: 'Pièce (recto)',
    back: 'Pièce (verso)',
    selfie: 'Selfie',
    photoAlt: '{{photo}} : {{name}}',
    openPhoto: 'Ouvrir {{photo}} en taille réelle',
    photosDeleted: 'Les photos ont été supprimées 30 jours après la décision.',
    approve: 'Approuver',
    reject: 'Refuser',
    approved: 'L’identité de {{name}} est vérifiée',
    rejectedDone: 'La vérification d’identité de {{name}} a été refusée',
    failed: 'La décision n’a pas pu être enregistrée',
    reasonShown: 'Motif : {{reason}}',
    rejectTitle: 'Refuser la vérification d’identité',
    rejectDescription:
      '{{name}} recevra le motif par e-mail et dans l’application, et pourra envoyer de nouvelles photos.',
    reason: 'Motif',
    reasonPlaceholder: 'p. ex. La photo de la pièce est floue.',
    rejecting: 'Refus…',
    cancel: 'Annuler',
    close: 'Fermer',
  },
};
export default strings;

export const sameAsEnglish = ['form.selfie', 'queue.selfie', 'queue.photos'] as const;

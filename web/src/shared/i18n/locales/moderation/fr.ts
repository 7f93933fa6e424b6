import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  report: {
    button: 'Signaler',
    reportListing: 'Signaler cette annonce',
    reportMember: 'Signaler ce membre',
    titleListing: 'Signaler cette annonce',
    titleMember: 'Signaler ce membre',
    description:
      "Dites-nous ce qui ne va pas. Un administrateur examinera votre signalement ; l'autre membre ne saura pas qui l'a signalé.",
    reason: 'Motif',
    note: 'Autre chose à nous dire ? (facultatif)',
    notePlaceholder: "Ce qui s'est passé, et quand",
    submit: 'Envoyer le signalement',
    sending: 'Envoi…',
    cancel: 'Annuler',
    close: 'Fermer',
    sent: 'Signalement envoyé',
    sentDescription: "Merci. Un administrateur va l'examiner et vous recevrez la suite par e-mail.",
    failed: "Le signalement n'a pas pu être envoyé",
    chooseReason: 'Choisissez un motif',
  },
  reasons: {
    scam: 'Arnaque ou fraude',
    inappropriate: 'Contenu inapproprié',
    prohibited_item: 'Objet interdit',
    harassment: 'Harcèlement',
    other: 'Autre chose',
  },
  block: {
    block: 'Bloquer',
    unblock: 'Débloquer',
    blockMember: 'Bloquer {{name}}',
    unblockMember: 'Débloquer {{name}}',
    confirmTitle: 'Bloquer {{name}} ?',
    confirmDescription:
      'Ce membre ne pourra plus vous écrire ni louer vos objets, et vous ne verrez plus ses messages. Vous pourrez le débloquer depuis votre profil.',
    blocked: '{{name}} est bloqué',
    unblocked: '{{name}} est débloqué',
    failed: "Cela n'a pas fonctionné",
    blockedNotice:
      "Vous avez bloqué ce membre : vous ne voyez pas ses messages et aucun de vous ne peut écrire à l'autre.",
  },
  blocked: {
    heading: 'Membres bloqués',
    empty: "Vous n'avez bloqué personne.",
    since: 'Bloqué le {{date}}',
    loadFailed: "Vos membres bloqués n'ont pas pu être chargés.",
  },
  queue: {
    heading: 'Signalements',
    open: 'Ouverts',
    resolved: 'Traités',
    empty: 'Aucun signalement ici.',
    loadFailed: "Les signalements n'ont pas pu être chargés.",
    retry: 'Réessayer',
    listing: 'Annonce : {{title}}',
    listingGone: 'Annonce n° {{id}} (supprimée)',
    member: 'Membre : {{name}}',
    reportedBy: 'Signalé par {{name}} le {{date}}',
    note: 'Note',
    noNote: 'Aucune note',
    conversation: 'Derniers messages échangés',
    noMessages: "Ils n'ont échangé aucun message.",
    locked: 'Verrouillé',
    hidden: 'Masquée',
    outcome: 'Décision : {{action}}',
    actions: {
      dismiss: 'Ignorer',
      hide_listing: "Masquer l'annonce",
      lock_member: 'Verrouiller le membre',
      warn: 'Avertir par e-mail',
    },
    done: {
      dismiss: 'Ignoré',
      hide_listing: 'Annonce masquée',
      lock_member: 'Membre verrouillé',
      warn: 'Membre averti',
    },
    failed: "L'action n'a pas pu aboutir",
    openListing: "Ouvrir l'annonce",
    openProfile: 'Ouvrir le profil',
  },
};
export default strings;
export const sameAsEnglish = ['queue.note'] as const;

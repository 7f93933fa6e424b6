import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  panel: {
    heading: 'Avis',
    loading: 'Chargement des avis',
    empty: "Pas encore d'avis",
    loadFailed: 'Impossible de charger les avis.',
    count_one: '{{count}} avis',
    count_other: '{{count}} avis',
  },
  roles: {
    renter: 'Locataire',
    owner: 'Propriétaire',
  },
  stars: {
    legend: 'Note',
    rated: 'Noté {{rating}} sur {{max}}',
    choice_one: '{{count}} étoile – {{word}}',
    choice_other: '{{count}} étoiles – {{word}}',
    poor: 'Mauvais',
    fair: 'Passable',
    good: 'Bien',
    veryGood: 'Très bien',
    excellent: 'Excellent',
  },
  dialog: {
    title: 'Évaluer {{name}}',
    aboutRenter:
      'Comment était {{item}}, et la location auprès de {{name}} ? Vos étoiles notent aussi l’objet.',
    theItem: "l'objet",
    aboutOwner: 'Comment s’est passée la location de {{item}} à {{name}} ?',
    yourItem: 'votre objet',
    publication:
      'Les avis sont publiés dès que les deux parties ont écrit le leur, ou {{days}} jours après la fin de la location.',
    comment: 'Commentaire',
    placeholder: "Qu'est-ce qui s'est bien passé, et qu'est-ce qui aurait pu être mieux ?",
    optional: 'Facultatif · {{length}}/{{max}}',
    cancel: 'Annuler',
    submit: "Publier l'avis",
    submitting: 'Envoi...',
    close: 'Fermer',
    submittedTitle: 'Avis envoyé',
    submittedDescription:
      'Merci ! Il sera publié dès que {{name}} aura aussi donné son avis, ou à la fin du délai prévu pour les avis.',
    failedTitle: "Échec de l'envoi de l'avis",
    networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    saveError: "Votre avis n'a pas pu être enregistré. Veuillez réessayer.",
  },
};
export default strings;

/** 'Excellent' is the same word in French. */
export const sameAsEnglish = ['stars.excellent'] as const;

import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  title: 'Boîte mail locale',
  subtitle: 'E-mails envoyés par ce serveur de développement.',
  loading: 'Chargement',
  disabled: 'La boîte mail locale est désactivée sur ce serveur.',
  error: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  count_one: '{{count, number}} message',
  count_other: '{{count, number}} messages',
  refresh: 'Actualiser',
  emptyTitle: 'Aucun message pour l’instant',
  emptyDescription: 'Les e-mails envoyés par le serveur apparaîtront ici.',
  listLabel: 'Messages',
  to: 'À : {{to}}',
  date: 'Date : {{date}}',
  links: 'Liens',
  frameTitle: 'E-mail : {{subject}}',
  selectPrompt: 'Sélectionnez un message pour le lire.',
};
export default strings;

/** 'message(s)' is the French word too. */
export const sameAsEnglish = ['count_one', 'count_other', 'listLabel'] as const;

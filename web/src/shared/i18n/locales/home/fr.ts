import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  hero: {
    badge: 'La place de marché de la location entre particuliers',
    title: 'Louez de tout, à tout le monde',
    body: "Empruntez ce dont vous avez besoin à des gens près de chez vous et gagnez de l'argent avec ce que vous possédez. Économisez et réduisez les déchets, avec des utilisateurs vérifiés, des paiements sécurisés et une assurance en option.",
    findItems: 'Trouver des objets à louer',
    listItems: 'Proposer vos objets',
    popularCategories: 'Catégories populaires',
    when: 'Quand ?',
    from: 'Du',
    to: 'Au',
    findAvailable: 'Trouver des objets libres',
    dateProblems: {
      needStart: 'Choisissez aussi le premier jour',
      needEnd: 'Choisissez aussi le dernier jour',
      endBeforeStart: 'Le dernier jour ne peut pas précéder le premier',
      past: 'Impossible de rechercher des dates passées',
    },
  },
  categories: {
    title: 'Parcourir par catégorie',
    subtitle: 'Trouvez exactement ce qu’il vous faut',
    count_one: '{{count}} objet',
    count_other: '{{count}} objets',
  },
  featured: {
    title: 'Objets à la une',
    subtitle: 'Des objets populaires disponibles à la location',
    viewAll: 'Tout voir',
    viewAllName: 'Voir tous les objets',
    loading: 'Chargement des objets à la une',
    error: 'Impossible de charger les objets à la une. Veuillez réessayer plus tard.',
    empty: "Aucun objet n'est encore disponible.",
  },
  recent: {
    title: 'Ajouts récents',
    subtitle: 'Les derniers objets de notre place de marché',
    loading: 'Chargement des objets récents',
    error: 'Impossible de charger les objets récents. Veuillez réessayer plus tard.',
    empty: "Aucun objet n'a encore été ajouté.",
    beFirst: 'Soyez le premier à proposer un objet !',
    new: 'NOUVEAU',
  },
  how: {
    title: 'Comment ça marche',
    subtitle: 'Louer se fait en trois étapes simples',
    step: 'Étape {{number}}',
    find: {
      title: 'Trouvez ce qu’il vous faut',
      text: 'Cherchez parmi des milliers d’objets près de chez vous, des appareils photo et outils aux vélos et au matériel de camping.',
    },
    book: {
      title: 'Réservez et organisez',
      text: 'Choisissez vos dates, envoyez une demande et convenez du retrait ou de la livraison avec le propriétaire.',
    },
    rent: {
      title: 'Louez et rendez',
      text: 'Profitez de l’objet, puis rendez-le à temps dans l’état où vous l’avez reçu.',
    },
  },
  why: {
    title: 'Pourquoi louer ?',
    subtitle: 'Bon pour votre portefeuille, vos voisins et la planète',
    save: {
      title: "Économisez de l'argent",
      text: "Louez pour une journée ce que vous n'utiliseriez qu'une fois par an.",
    },
    waste: { title: 'Réduisez les déchets', text: 'Partagez ce qui existe déjà au lieu d’acheter du neuf.' },
    secure: {
      title: 'Sûr et fiable',
      text: 'Membres vérifiés, évaluations et cautions protègent chaque location.',
    },
    community: {
      title: 'Soutenez la communauté locale',
      text: 'Votre argent reste chez des voisins qui gagnent leur vie grâce à ce qu’ils possèdent.',
    },
  },
  testimonials: {
    title: 'Ce que dit notre communauté',
    maya: {
      quote:
        "J'ai loué une caméra de cinéma pour un tournage le temps d'un week-end, pour une fraction de son prix d'achat.",
      role: 'Réalisatrice',
    },
    daniel: {
      quote: 'Mes outils électriques dormaient au garage. Maintenant, ils se rentabilisent chaque mois.',
      role: 'Propriétaire',
    },
    priya: {
      quote:
        'Nous avons emprunté une tente et deux vélos pour nos vacances. La réservation a été rapide et le propriétaire adorable.',
      role: 'Locataire',
    },
  },
  cta: {
    title: 'Prêt à vous lancer dans la location ?',
    body: "Gagnez de l'argent avec ce que vous possédez, ou trouvez dès aujourd'hui ce qu'il vous faut près de chez vous.",
    browse: 'Parcourir les objets',
  },
  app: {
    title: 'Emportez KoalaRent partout',
    body: 'Parcourez, réservez et discutez avec les propriétaires où que vous soyez. Soyez averti dès que votre demande de location est acceptée.',
  },
};
export default strings;

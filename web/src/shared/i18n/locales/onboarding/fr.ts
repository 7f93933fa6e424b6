import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  wizard: {
    title: 'Personnalisez votre expérience KoalaRent',
    description: 'Répondez à quelques questions rapides et nous vous recommanderons des objets adaptés.',
    progress: 'Étape {{step}} sur {{total}}',
    stepHeading: 'Étape {{step}} sur {{total}} : {{title}}',
    next: 'Suivant',
    previous: 'Précédent',
    skip: 'Passer la configuration',
    complete: 'Terminer la configuration',
    saving: 'Enregistrement...',
    skipping: 'En cours...',
    saveFailed: "Impossible d'enregistrer vos réponses : {{reason}}",
    skipFailed: 'Impossible de passer la configuration',
    tryAgain: 'Vérifiez votre connexion et réessayez.',
    welcomeTitle: 'Bienvenue sur KoalaRent, {{name}} !',
    welcomeText:
      'Vos préférences sont enregistrées. Nous avons choisi des objets pour vous selon vos réponses.',
    showRecommendations: 'Voir mes recommandations',
  },
  steps: {
    goal: {
      title: 'Votre objectif',
      question: "Qu'est-ce qui vous amène sur KoalaRent ?",
    },
    categories: {
      title: 'Catégories',
      question: 'Quelles catégories vous intéressent ?',
      hint: 'Choisissez-en autant que vous voulez.',
    },
    interests: {
      title: 'Centres d’intérêt et budget',
      question: "Qu'est-ce qui vous passionne ?",
      hint: 'Choisissez-en autant que vous voulez.',
      budget: 'Votre budget quotidien',
      budgetHint: 'Ce que vous dépensez habituellement par jour pour une location, en dollars américains.',
      budgetValue: '{{min}} – {{max}} par jour',
      budgetMin: 'Budget minimum par jour',
      budgetMax: 'Budget maximum par jour',
    },
    experience: {
      title: 'Expérience et localisation',
      question: 'Quelle est votre expérience de la location ?',
      location: 'Votre localisation',
      locationHint: 'Facultatif : votre ville ou quartier, pour trouver des objets près de chez vous.',
      locationPlaceholder: 'Ville ou quartier',
    },
    communication: {
      title: 'Communication et disponibilités',
      question: 'Comment aimez-vous communiquer ?',
      availability: 'Quand êtes-vous généralement disponible ?',
      availabilityHint: 'Choisissez toutes les options qui conviennent.',
    },
  },
  goals: {
    rent: { label: 'Louer des objets', description: "Emprunter ce dont j'ai besoin à des gens du coin." },
    lend: { label: 'Prêter mes objets', description: "Gagner de l'argent avec ce que je possède." },
    both: { label: 'Les deux', description: "Louer ce dont j'ai besoin et prêter ce que j'ai." },
  },
  categories: {
    cameras: 'Appareils photo et photographie',
    vehicles: 'Véhicules et transport',
    gaming: 'Jeux vidéo et divertissement',
    music: 'Musique et audio',
    tools: 'Outils et équipement',
    sports: 'Sports et loisirs',
  },
  interests: {
    Photography: 'Photographie',
    Travel: 'Voyages',
    'Music Production': 'Production musicale',
    Gaming: 'Jeux vidéo',
    'DIY Projects': 'Projets de bricolage',
    Fitness: 'Remise en forme',
    Cooking: 'Cuisine',
    'Art & Design': 'Art et design',
    Technology: 'Technologie',
    'Outdoor Activities': 'Activités de plein air',
    Sports: 'Sport',
    Fashion: 'Mode',
    'Home Improvement': 'Rénovation de la maison',
    'Events & Parties': 'Événements et fêtes',
  },
  experience: {
    beginner: {
      label: 'Débutant',
      description: "Je découvre la location, ou je n'ai loué qu'une ou deux fois.",
    },
    intermediate: {
      label: 'Intermédiaire',
      description: "Je loue de temps en temps et je sais ce qu'il me faut.",
    },
    expert: {
      label: 'Confirmé',
      description: 'Je loue ou prête souvent, y compris du matériel professionnel.',
    },
  },
  communication: {
    formal: { label: 'Soutenu', description: 'Clair, poli et direct.' },
    casual: { label: 'Décontracté', description: 'Détendu et sans façons.' },
    friendly: { label: 'Chaleureux', description: 'Amical et bavard.' },
  },
  availability: {
    Weekdays: 'En semaine',
    Weekends: 'Le week-end',
    Evenings: 'En soirée',
    Mornings: 'Le matin',
    'Flexible Schedule': 'Horaires flexibles',
  },
  recommendations: {
    title: 'Recommandé pour vous',
    greeting: 'Bonjour {{name}} ! Ces objets ont été choisis selon vos réponses.',
    greetingAnonymous: 'Ces objets ont été choisis selon vos réponses.',
    viewAll: 'Voir toutes les recommandations',
    listFirst: 'Publiez votre premier objet',
    browseAll: 'Parcourir tous les objets',
    loading: 'Chargement de vos recommandations',
    error: 'Impossible de charger vos recommandations. Veuillez réessayer plus tard.',
    retry: 'Réessayer',
    empty: 'Pas encore de recommandations',
    emptyText:
      'Aucun objet disponible ne correspond à vos réponses pour le moment. Parcourez tout le catalogue ou publiez votre premier objet.',
    browseMore: 'Voir plus',
    browseMoreNamed: 'Voir plus : {{group}}',
    groups: {
      budget: {
        title: 'Dans votre budget',
        subtitle: 'Entre {{min}} et {{max}} par jour',
      },
      categories: {
        title: 'Vos catégories',
        subtitle: 'Parmi les catégories choisies : {{categories}}',
      },
      experience: {
        title: 'Idéal pour votre niveau',
        beginner: 'Des choix abordables pour débuter',
        intermediate: 'Du milieu de gamme pour les habitués',
        expert: 'Matériel professionnel et choix haut de gamme',
      },
      location: {
        title: 'Près de {{location}}',
        subtitle: 'Objets proposés à {{location}} et aux alentours',
      },
      trending: {
        title: 'Tendances du moment',
        subtitle: 'Les objets haut de gamme que louent les membres',
      },
    },
  },
  results: {
    title: 'Objets recommandés',
    subtitle: 'Tous les groupes d’objets choisis selon vos réponses de configuration.',
    searchTitle: 'Résultats de recherche',
    searchFor: 'Résultats pour « {{q}} »',
    searchIn: 'Objets dans {{category}}',
    count_one: '{{count}} objet trouvé',
    count_other: '{{count}} objets trouvés',
    searching: 'Recherche…',
    refine: 'Affiner cette recherche',
    signedOutTitle: 'Connectez-vous pour voir vos recommandations',
    signedOutText:
      'Les membres reçoivent des objets choisis selon leurs intérêts, leur budget et leur localisation.',
    signIn: 'Connexion / Inscription',
    skippedTitle: 'Configurez vos recommandations',
    skippedText:
      'Vous avez passé la configuration. Répondez à cinq questions rapides pour recevoir des objets choisis pour vous.',
    pendingText:
      "Répondez à cinq questions rapides sur la page d'accueil pour recevoir des objets choisis pour vous.",
    startSetup: 'Commencer la configuration',
  },
  reset: {
    title: 'Recommandations personnelles',
    description:
      "Vos recommandations proviennent des réponses données dans l'assistant de configuration. Réinitialisez-les pour répondre à nouveau sur la page d'accueil.",
    button: "Réinitialiser l'accueil personnalisé",
    resetting: 'Réinitialisation...',
    done: 'Accueil personnalisé réinitialisé',
    doneText: "L'assistant de configuration s'ouvrira sur la page d'accueil.",
    failed: "Impossible de réinitialiser l'accueil personnalisé",
  },
};

export default strings;

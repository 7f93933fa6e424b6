import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  wizard: {
    title: 'Personalisiere dein KoalaRent-Erlebnis',
    description: 'Beantworte ein paar kurze Fragen, und wir empfehlen dir passende Artikel.',
    progress: 'Schritt {{step}} von {{total}}',
    stepHeading: 'Schritt {{step}} von {{total}}: {{title}}',
    next: 'Weiter',
    previous: 'Zurück',
    skip: 'Einrichtung überspringen',
    complete: 'Einrichtung abschließen',
    saving: 'Wird gespeichert...',
    skipping: 'Wird übersprungen...',
    saveFailed: 'Deine Antworten konnten nicht gespeichert werden: {{reason}}',
    skipFailed: 'Die Einrichtung konnte nicht übersprungen werden',
    tryAgain: 'Bitte prüfe deine Verbindung und versuche es erneut.',
    welcomeTitle: 'Willkommen bei KoalaRent, {{name}}!',
    welcomeText:
      'Deine Vorlieben sind gespeichert. Wir haben anhand deiner Antworten Artikel für dich ausgewählt.',
    showRecommendations: 'Meine Empfehlungen ansehen',
  },
  steps: {
    goal: {
      title: 'Dein Ziel',
      question: 'Was führt dich zu KoalaRent?',
    },
    categories: {
      title: 'Kategorien',
      question: 'Welche Kategorien interessieren dich?',
      hint: 'Wähle so viele aus, wie du möchtest.',
    },
    interests: {
      title: 'Interessen und Budget',
      question: 'Wofür begeisterst du dich?',
      hint: 'Wähle so viele aus, wie du möchtest.',
      budget: 'Dein Tagesbudget',
      budgetHint: 'Was du für eine Miete normalerweise pro Tag ausgibst, in US-Dollar.',
      budgetValue: '{{min}} – {{max}} pro Tag',
      budgetMin: 'Mindestbudget pro Tag',
      budgetMax: 'Höchstbudget pro Tag',
    },
    experience: {
      title: 'Erfahrung und Standort',
      question: 'Wie viel Erfahrung hast du mit dem Mieten?',
      location: 'Dein Standort',
      locationHint: 'Optional: deine Stadt oder dein Stadtteil, um Artikel in deiner Nähe zu finden.',
      locationPlaceholder: 'Stadt oder Stadtteil',
    },
    communication: {
      title: 'Kommunikation und Verfügbarkeit',
      question: 'Wie kommunizierst du am liebsten?',
      availability: 'Wann bist du normalerweise verfügbar?',
      availabilityHint: 'Wähle alles aus, was zutrifft.',
    },
  },
  goals: {
    rent: { label: 'Artikel mieten', description: 'Ausleihen, was ich brauche, von Leuten in der Nähe.' },
    lend: { label: 'Meine Artikel verleihen', description: 'Mit meinen Sachen Geld verdienen.' },
    both: { label: 'Beides', description: 'Mieten, was ich brauche, und verleihen, was ich habe.' },
  },
  categories: {
    cameras: 'Kameras & Fotografie',
    vehicles: 'Fahrzeuge & Transport',
    gaming: 'Videospiele & Unterhaltung',
    music: 'Musik & Audio',
    tools: 'Werkzeuge & Geräte',
    sports: 'Sport & Freizeit',
  },
  interests: {
    Photography: 'Fotografie',
    Travel: 'Reisen',
    'Music Production': 'Musikproduktion',
    Gaming: 'Videospiele',
    'DIY Projects': 'Heimwerkerprojekte',
    Fitness: 'Fitness',
    Cooking: 'Kochen',
    'Art & Design': 'Kunst & Design',
    Technology: 'Technik',
    'Outdoor Activities': 'Outdoor-Aktivitäten',
    Sports: 'Sport',
    Fashion: 'Mode',
    'Home Improvement': 'Renovieren & Wohnen',
    'Events & Parties': 'Events & Partys',
  },
  experience: {
    beginner: { label: 'Einsteiger', description: 'Neu beim Mieten oder erst ein- oder zweimal gemietet.' },
    intermediate: {
      label: 'Fortgeschritten',
      description: 'Ich miete ab und zu und weiß, was ich brauche.',
    },
    expert: { label: 'Profi', description: 'Ich miete oder verleihe oft, auch professionelle Ausrüstung.' },
  },
  communication: {
    formal: { label: 'Förmlich', description: 'Klar, höflich und auf den Punkt.' },
    casual: { label: 'Locker', description: 'Entspannt und unkompliziert.' },
    friendly: { label: 'Herzlich', description: 'Warm und gesprächig.' },
  },
  availability: {
    Weekdays: 'Wochentags',
    Weekends: 'Am Wochenende',
    Evenings: 'Abends',
    Mornings: 'Morgens',
    'Flexible Schedule': 'Flexible Zeiten',
  },
  recommendations: {
    title: 'Für dich empfohlen',
    greeting: 'Hallo {{name}}! Diese Artikel wurden anhand deiner Antworten ausgewählt.',
    greetingAnonymous: 'Diese Artikel wurden anhand deiner Antworten ausgewählt.',
    viewAll: 'Alle Empfehlungen ansehen',
    listFirst: 'Ersten Artikel einstellen',
    browseAll: 'Alle Artikel durchsuchen',
    loading: 'Deine Empfehlungen werden geladen',
    error: 'Deine Empfehlungen konnten nicht geladen werden. Bitte versuche es später erneut.',
    retry: 'Erneut versuchen',
    empty: 'Noch keine Empfehlungen',
    emptyText:
      'Gerade passen keine verfügbaren Artikel zu deinen Antworten. Stöbere im ganzen Angebot oder stelle deinen ersten Artikel ein.',
    browseMore: 'Mehr ansehen',
    browseMoreNamed: 'Mehr ansehen: {{group}}',
    groups: {
      budget: {
        title: 'In deinem Budget',
        subtitle: 'Zwischen {{min}} und {{max}} pro Tag',
      },
      categories: {
        title: 'Deine Kategorien',
        subtitle: 'Aus den gewählten Kategorien: {{categories}}',
      },
      experience: {
        title: 'Passend zu deiner Erfahrung',
        beginner: 'Günstige Artikel für den Einstieg',
        intermediate: 'Mittelklasse für regelmäßige Mieter',
        expert: 'Profi-Ausrüstung und Premium-Artikel',
      },
      location: {
        title: 'In der Nähe von {{location}}',
        subtitle: 'Artikel in und um {{location}}',
      },
      trending: {
        title: 'Gerade angesagt',
        subtitle: 'Premium-Artikel, die Mitglieder mieten',
      },
    },
  },
  results: {
    title: 'Empfohlene Artikel',
    subtitle: 'Alle Gruppen von Artikeln, die anhand deiner Antworten ausgewählt wurden.',
    searchTitle: 'Suchergebnisse',
    searchFor: 'Ergebnisse für „{{q}}“',
    searchIn: 'Artikel in {{category}}',
    count_one: '{{count}} Artikel gefunden',
    count_other: '{{count}} Artikel gefunden',
    searching: 'Suche läuft…',
    refine: 'Suche verfeinern',
    signedOutTitle: 'Melde dich an, um deine Empfehlungen zu sehen',
    signedOutText:
      'Mitglieder erhalten Artikel passend zu ihren Interessen, ihrem Budget und ihrem Standort.',
    signIn: 'Anmelden / Registrieren',
    skippedTitle: 'Richte deine Empfehlungen ein',
    skippedText:
      'Du hast die Einrichtung übersprungen. Beantworte fünf kurze Fragen, um passende Artikel zu erhalten.',
    pendingText: 'Beantworte auf der Startseite fünf kurze Fragen, um passende Artikel zu erhalten.',
    startSetup: 'Einrichtung starten',
  },
  reset: {
    title: 'Persönliche Empfehlungen',
    description:
      'Deine Empfehlungen beruhen auf deinen Antworten im Einrichtungsassistenten. Setze sie zurück, um die Fragen auf der Startseite neu zu beantworten.',
    button: 'Einrichtung zurücksetzen',
    resetting: 'Wird zurückgesetzt...',
    done: 'Einrichtung zurückgesetzt',
    doneText: 'Der Einrichtungsassistent öffnet sich auf der Startseite.',
    failed: 'Die Einrichtung konnte nicht zurückgesetzt werden',
  },
};

export default strings;

/** 'Fitness' is the German word as well. */
export const sameAsEnglish = ['interests.Fitness'] as const;

import type { PagesTranslation } from './en';

export const pagesFr: PagesTranslation = {
  howItWorks: {
    hero: {
      title: 'Comment fonctionne KoalaRent',
      subtitle:
        'Louez ce dont vous avez besoin à des gens près de chez vous, ou gagnez de l’argent avec ce que vous possédez déjà. Voici le déroulé d’une location, de la recherche à l’avis.',
    },
    process: {
      title: 'Louer en cinq étapes',
      step: 'Étape {{number}}',
      find: {
        title: 'Trouvez ce qu’il vous faut',
        body: 'Cherchez par mot-clé, catégorie, prix ou distance et comparez photos, prix, cautions et notes des propriétaires.',
      },
      book: {
        title: 'Réservez vos dates',
        body: 'Choisissez vos dates et envoyez une demande. Vous voyez le prix total, les frais et la caution avant de confirmer.',
      },
      coordinate: {
        title: 'Organisez-vous avec le propriétaire',
        body: 'Écrivez au propriétaire pour convenir du retrait ou de la livraison, de l’horaire et de ce qu’il faut savoir sur l’objet.',
      },
      use: {
        title: 'Utilisez et rendez',
        body: 'Confirmez la réception, profitez de l’objet et rendez-le dans le même état avant la date de fin.',
      },
      review: {
        title: 'Laissez un avis',
        body: 'Notez l’objet et le propriétaire. Des avis sincères aident le prochain locataire et gardent la communauté digne de confiance.',
      },
    },
    owners: {
      title: 'Pour les propriétaires',
      subtitle:
        'Votre perceuse, votre tente ou votre appareil photo passent l’essentiel de leur vie sur une étagère. Faites-les travailler pour vous.',
      income: {
        title: 'Gagnez un revenu complémentaire',
        body: 'Fixez vos propres prix à la journée, à la semaine et au mois. Chaque location rentabilise ce que vous possédez déjà.',
      },
      safe: {
        title: 'Sûr et sécurisé',
        body: 'Les locataires sont des membres vérifiés, le paiement est retenu jusqu’à votre accord et une caution protège votre objet.',
      },
      community: {
        title: 'Aidez votre quartier',
        body: 'Vos voisins trouvent ce qu’il leur faut sans acheter neuf, et moins d’objets restent inutilisés ou finissent à la décharge.',
      },
      cta: 'Commencer à publier',
    },
    faq: {
      title: 'Questions fréquentes',
      payment: {
        question: 'Mon paiement est-il sécurisé ?',
        answer:
          'Oui. Votre paiement est retenu en toute sécurité et n’est versé qu’une fois la réservation acceptée par le propriétaire. S’il la refuse, vous n’êtes pas débité.',
      },
      damage: {
        question: 'Que se passe-t-il si un objet est endommagé ?',
        answer:
          'Chaque location comporte une caution. Elle est remboursée une fois que le propriétaire a confirmé que l’objet est revenu dans le même état. En cas de dommage, le propriétaire peut réclamer les frais de réparation dans la limite de la caution.',
      },
      buying: {
        question: 'Quelle différence avec un achat ?',
        answer:
          'Vous ne payez que les jours d’utilisation, sans rangement, entretien ni revente à gérer. C’est idéal pour ce dont vous avez besoin une ou deux fois par an, ou pour essayer avant d’acheter.',
      },
      fees: {
        question: 'Quels frais KoalaRent prélève-t-il ?',
        answer:
          'Des frais de service de 15 % du sous-total de la location (prix journalier × jours) s’ajoutent à chaque réservation. Ils sont affichés, avec le total et la caution, avant votre confirmation. Publier un objet est gratuit.',
      },
    },
    cta: {
      title: 'Prêt à trouver votre bonheur ?',
      body: 'Des milliers d’objets du quotidien vous attendent à quelques rues.',
      browse: 'Parcourir les objets',
    },
  },
  categories: {
    title: 'Parcourir par catégorie',
    subtitle:
      'Toutes les catégories de KoalaRent, avec le nombre d’objets que vous pouvez louer dès maintenant.',
    count_one: '{{count}} objet',
    count_other: '{{count}} objets',
    loading: 'Chargement des catégories...',
    error: 'Impossible de charger les catégories. Veuillez réessayer plus tard.',
    empty: 'Aucune catégorie pour le moment.',
    browseAll: 'Voir tous les objets',
  },
  blog: {
    title: 'Le blog KoalaRent',
    lead: 'Les nouvelles de la place de marché et des conseils pour locataires et propriétaires.',
    posts: [
      {
        date: '2025-03-04',
        title: 'Cinq choses à louer avant de les acheter',
        summary:
          'Un nettoyeur haute pression utilisé une fois par an, un hybride pour un voyage, un vélo cargo pour un déménagement : nous avons regardé ce que les membres louent le plus et quand louer vaut mieux qu’acheter.',
      },
      {
        date: '2025-02-11',
        title: 'Rédiger une annonce qui se loue',
        summary:
          'Des photos nettes à la lumière du jour, une description honnête de l’état, un prix journalier juste et une caution raisonnable. Les propriétaires aux annonces complètes obtiennent plus vite leur première réservation.',
      },
      {
        date: '2025-01-20',
        title: 'Les prix dans votre devise',
        summary:
          'KoalaRent affiche les prix dans sept devises. Choisissez la vôtre dans l’en-tête : tous les prix sont convertis et le montant en dollars américains reste indiqué à titre de référence.',
      },
    ],
  },
  info: {
    updated: 'Dernière mise à jour : {{date}}',
    about: {
      title: 'À propos',
      lead: 'KoalaRent est une place de marché de location entre particuliers : louez tout, à tout le monde, près de chez vous.',
      updated: '',
      sections: [
        {
          heading: 'Pourquoi nous existons',
          paragraphs: [
            'La plupart des foyers possèdent des objets qui ne servent que quelques fois par an, pendant que leurs voisins achètent les mêmes neufs. Nous les mettons en relation : chacun économise, et l’on fabrique, transporte et jette moins.',
          ],
        },
        {
          heading: 'Comment nous fonctionnons',
          paragraphs: [
            'Les membres proposent appareils photo, outils, vélos, jeux, électronique et matériel de plein air à leurs propres prix. Les locataires les trouvent par mot-clé, catégorie, prix et distance, réservent des dates, s’organisent avec le propriétaire par message et s’évaluent ensuite mutuellement.',
            'Notre équipe vérifie chaque annonce avant sa publication, et les rangs de membre récompensent propriétaires et locataires au bon historique.',
          ],
        },
      ],
    },
    trustSafety: {
      title: 'Confiance et sécurité',
      lead: 'Louer à un inconnu doit être aussi sûr qu’emprunter à un ami. Voici ce que nous faisons pour cela.',
      updated: '',
      sections: [
        {
          heading: 'Membres vérifiés',
          paragraphs: [
            'Chaque compte confirme son adresse e-mail avant de pouvoir se connecter, et le badge Vérifié signale les membres dont l’identité a été contrôlée. Les rangs indiquent combien de locations un membre a menées à bien et comment il a été noté.',
          ],
        },
        {
          heading: 'Paiements et cautions',
          paragraphs: [
            'Le paiement est retenu jusqu’à ce que le propriétaire accepte la réservation. La caution est remboursée une fois que le propriétaire a confirmé le bon état de l’objet ; les réclamations pour dommage sont limitées à la caution.',
          ],
        },
        {
          heading: 'Annonces vérifiées',
          paragraphs: [
            'Les nouvelles annonces, et celles dont le titre, la description, la catégorie ou les photos changent, sont vérifiées avant d’être affichées. Les photos envoyées sont réencodées et débarrassées de leurs données de localisation.',
          ],
        },
        {
          heading: 'Louer en toute sécurité',
          paragraphs: ['Quelques habitudes pour que chaque location se passe bien :'],
          bullets: [
            'Gardez vos échanges et vos paiements sur KoalaRent.',
            'Retrouvez-vous dans un lieu public ou à l’adresse du propriétaire convenue par message.',
            'Vérifiez l’objet ensemble au retrait et au retour, et prenez des photos.',
            'Ne payez jamais une location ou une caution en dehors de KoalaRent, quelle que soit la raison donnée.',
          ],
        },
      ],
    },
    help: {
      title: 'Centre d’aide',
      lead: 'Les réponses aux questions que les membres posent le plus souvent.',
      updated: '',
      sections: [
        {
          heading: 'Comment louer un objet ?',
          paragraphs: [
            'Ouvrez l’objet, choisissez Louer maintenant, sélectionnez vos dates et envoyez la demande. Vous voyez le prix journalier × jours, les frais de service de 15 % et la caution avant de confirmer.',
          ],
        },
        {
          heading: 'Comment publier un objet ?',
          paragraphs: [
            'Connectez-vous et choisissez Publier un objet. Ajoutez un titre, une description d’au moins 20 caractères, une catégorie, un prix journalier et jusqu’à 10 photos de 5 Mo chacune. Votre annonce apparaît une fois approuvée par notre équipe.',
          ],
        },
        {
          heading: 'Je n’ai pas reçu l’e-mail de vérification.',
          paragraphs: [
            'Regardez d’abord dans vos spams. Les liens restent valables 48 heures ; si le vôtre a expiré, connectez-vous avec votre e-mail et votre mot de passe et le formulaire proposera de vous en envoyer un nouveau.',
          ],
        },
        {
          heading: 'Comment changer de devise ou de langue ?',
          paragraphs: [
            'Utilisez les menus de langue et de devise dans l’en-tête (dans le menu sur petit écran). Votre choix est mémorisé sur cet appareil.',
          ],
        },
        {
          heading: 'Comment contacter un propriétaire ?',
          paragraphs: [
            'Connectez-vous et utilisez Contacter le propriétaire sur la page de l’objet, ou le bouton Message d’une fiche. Les conversations se trouvent dans Messages, dans votre compte.',
          ],
        },
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      lead: 'Ces conditions s’appliquent à toute personne qui consulte, loue ou publie sur KoalaRent.',
      updated: '2025-01-15',
      sections: [
        {
          heading: '1. Votre compte',
          paragraphs: [
            'Vous devez fournir des informations exactes et garder votre mot de passe pour vous. Vous êtes responsable de ce qui se passe sur votre compte. Nous pouvons bloquer les comptes qui enfreignent ces conditions.',
          ],
        },
        {
          heading: '2. Annonces',
          paragraphs: [
            'Les propriétaires ne peuvent proposer que des objets qu’ils possèdent ou peuvent prêter, légaux à louer et sûrs, décrits honnêtement avec leurs propres photos. Nous vérifions les annonces avant publication et pouvons en refuser ou en retirer.',
          ],
        },
        {
          heading: '3. Réservations et paiements',
          paragraphs: [
            'Une réservation est un contrat entre locataire et propriétaire. Le locataire paie le prix journalier pour chaque jour de location (premier et dernier jours compris), plus des frais de service de 15 %, et une caution retenue pour le propriétaire. Le paiement est versé une fois la réservation acceptée.',
          ],
        },
        {
          heading: '4. Cautions et dommages',
          paragraphs: [
            'Les locataires rendent les objets dans l’état où ils les ont reçus. La caution est remboursée une fois l’état confirmé par le propriétaire ; les réclamations pour dommage sont limitées à la caution, sauf disposition légale contraire.',
          ],
        },
        {
          heading: '5. Comportement',
          paragraphs: [
            'Restez courtois dans les messages et les avis. Un avis doit porter sur une location réelle. N’utilisez pas KoalaRent pour envoyer du spam, collecter les données d’autres membres ou convenir de paiements hors de la plateforme.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      lead: 'Ce que nous collectons, pourquoi, et ce que vous pouvez faire.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Ce que nous collectons',
          paragraphs: ['Nous ne gardons que ce dont la place de marché a besoin :'],
          bullets: [
            'Données du compte : nom, nom d’utilisateur, adresse e-mail, téléphone facultatif et photo de profil.',
            'Les annonces, réservations, messages et avis que vous créez.',
            'Les connexions (heure, adresse IP, navigateur) pour protéger votre compte, et les pages et recherches consultées, pour que les administrateurs repèrent les abus.',
            'Votre position, seulement si vous l’autorisez dans le navigateur : elle accompagne une recherche pour trouver des objets proches et n’est pas enregistrée dans votre profil.',
          ],
        },
        {
          heading: 'Comment nous les utilisons',
          paragraphs: [
            'Pour gérer votre compte, montrer vos annonces et votre profil aux autres membres, traiter les réservations, vous envoyer les e-mails nécessaires (vérification, suivi des réservations) et garder la plateforme sûre. Nous ne vendons aucune donnée personnelle.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous pouvez consulter et corriger votre profil à tout moment dans Mon compte, désactiver ou supprimer une annonce dans Mes annonces, et changer de langue et de devise sans compte.',
          ],
        },
      ],
    },
    insurance: {
      title: 'Assurance et protection',
      lead: "Ce qui protège un objet pendant sa location, ce que couvre la protection facultative de KoalaRent, et ce qu'elle ne couvre pas.",
      updated: '',
      sections: [
        {
          heading: 'La caution',
          paragraphs: [
            "Chaque annonce a une caution fixée par le propriétaire. Elle est bloquée sur la carte du locataire pendant la location et libérée après que le propriétaire a confirmé que l'objet est revenu en bon état. Sinon, le propriétaire peut réclamer les frais de réparation ou de remplacement dans la limite de la caution ; le locataire peut accepter la réclamation ou la contester, et un administrateur tranche un litige.",
          ],
        },
        {
          heading: 'La protection à la réservation',
          paragraphs: [
            "Quand vous louez un objet, l'étape de vérification vous propose une protection facultative. Elle coûte {{percent}} % de la location, au moins {{minimum}} dans la devise de l'annonce, et elle est débitée avec la location quand le propriétaire accepte votre demande.",
            "Si le propriétaire annule, ou si vous annulez et que la politique d'annulation rembourse la location, la protection est remboursée avec elle, dans la même proportion : entièrement avec toute la location, à moitié avec la moitié de la location.",
          ],
        },
        {
          heading: 'Ce que couvre la protection',
          paragraphs: ['Avec la protection, une réclamation pour dommages peut dépasser la caution :'],
          bullets: [
            "Les dommages accidentels pendant la location qui coûtent plus que la caution, jusqu'à {{cap}} dans la devise de l'annonce au-delà de la caution pour une réservation.",
            'La partie au-delà de la caution est vérifiée par un administrateur de KoalaRent et, une fois approuvée, versée au propriétaire par le fonds de protection de KoalaRent.',
            'On ne vous débite jamais plus que la caution, quels que soient les dommages.',
          ],
        },
        {
          heading: 'Ce que la protection ne couvre pas',
          paragraphs: ["La protection n'est pas une assurance de l'objet lui-même. Elle ne couvre pas :"],
          bullets: [
            "Les dommages jusqu'au montant de la caution : cette partie est réglée sur la caution comme d'habitude.",
            'Tout ce qui dépasse la couverture de {{cap}} par réservation.',
            "Le vol, la perte, les dommages volontaires et l'usure normale.",
            'Les frais de retour tardif, prélevés sur la caution.',
            'Les locations réservées sans protection : leurs réclamations restent limitées à la caution.',
          ],
        },
        {
          heading: 'En cas de problème',
          paragraphs: [
            "Prenez des photos de l'objet à la remise et au retour, et prévenez tout de suite l'autre membre sur KoalaRent. Le propriétaire signale les dommages dans les 3 jours suivant le retour, avec des photos ; la caution n'est libérée qu'une fois l'état confirmé par le propriétaire, il reste donc du temps pour régler une réclamation.",
          ],
        },
      ],
    },
    cookies: {
      title: 'Politique relative aux cookies',
      lead: 'KoalaRent utilise quelques cookies et entrées de stockage du navigateur, tous nécessaires au fonctionnement du site. Aucun cookie publicitaire ni de suivi.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Cookies',
          paragraphs: ['Déposés par notre serveur :'],
          bullets: [
            'koala.sid : votre session tant que vous êtes connecté. Illisible par les scripts ; elle prend fin à la fermeture du navigateur, ou dure 30 jours si vous choisissez Se souvenir de moi.',
            'koalarent_session : un indicateur qu’une session existe, pour que la page sache la restaurer. Il ne contient aucune donnée personnelle et expire après 86400 secondes (24 heures).',
            'koala.oauth_state : déposé pendant 10 minutes lorsque vous vous connectez avec Google, Facebook ou X, pour protéger cette connexion.',
          ],
        },
        {
          heading: 'Stockage local',
          paragraphs: ['Conservé dans votre navigateur, sur cet appareil :'],
          bullets: [
            'preferred-currency : la devise choisie pour les prix.',
            'koalarent-language : la langue d’affichage choisie.',
            'koalarentAuth, koalarentUser, koalarentAuthTimestamp et koalarentRemember : si vous êtes connecté et votre nom d’utilisateur, pour que l’en-tête les affiche immédiatement.',
            'koalarentFlash (stockage de session) : un message à afficher après le rechargement de la page, par exemple après la connexion.',
          ],
        },
        {
          heading: 'Vos choix',
          paragraphs: [
            'Ces entrées étant nécessaires à la connexion et à la mémorisation de vos réglages, il n’y a rien à refuser. Vous pouvez les effacer à tout moment dans les réglages du navigateur ; vous serez alors déconnecté et verrez les prix dans la devise par défaut.',
          ],
        },
      ],
    },
  },
};

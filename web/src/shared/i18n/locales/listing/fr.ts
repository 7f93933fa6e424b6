import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  pages: {
    create: {
      title: 'Proposez votre objet',
      subtitle:
        'Gagnez de l’argent avec ce que vous possédez. Notre équipe vérifie chaque nouvelle annonce avant sa mise en ligne.',
    },
    edit: {
      title: 'Modifier l’objet',
      subtitle: 'Mettez à jour les détails, les prix et les photos de votre annonce.',
    },
  },
  form: {
    heading: 'Détails de l’objet',
    errorTitle: 'Erreur',
    title: { label: 'Titre', placeholder: 'p. ex. kit appareil photo Canon EOS R6' },
    description: {
      label: 'Description',
      placeholder: 'Ce qui est inclus, son état et tout ce qu’un locataire doit savoir',
      helper: 'Au moins 20 caractères.',
    },
    category: { label: 'Catégorie', placeholder: 'Choisissez une catégorie' },
    currency: { label: 'Devise', placeholder: 'Choisissez une devise' },
    pricing: {
      legend: 'Tarifs',
      helper: 'Dans la devise choisie ci-dessus. Les tarifs longue durée sont facultatifs.',
      perDay: 'Prix par jour',
      perWeek: 'Prix par semaine (facultatif)',
      perMonth: 'Prix par mois (facultatif)',
      perYear: 'Prix par an (facultatif)',
      deposit: 'Caution',
      quantity: 'Quantité disponible',
    },
    location: {
      label: 'Emplacement',
      placeholder: 'Ville ou quartier, p. ex. Brisbane, QLD',
      helper: 'Là où les locataires récupèrent l’objet. Affiché sur l’annonce.',
    },
    instantBook: {
      label: 'Réservation instantanée pour les locataires de confiance',
      help: 'La demande d’un locataire de confiance est approuvée tout de suite, sans vous attendre, et sa carte est alors débitée. De confiance : une adresse e-mail vérifiée, au moins {{rentals}} locations terminées, une note de {{rating}} ou plus et aucune réclamation pour dommages retenue. Les autres demandes attendent votre approbation comme d’habitude.',
      /** The help above when a trusted renter also needs an approved identity check (INSTANT_BOOK_REQUIRE_ID). */
      helpWithId:
        'La demande d’un locataire de confiance est approuvée tout de suite, sans vous attendre, et sa carte est alors débitée. De confiance : une adresse e-mail vérifiée, une vérification d’identité approuvée, au moins {{rentals}} locations terminées, une note de {{rating}} ou plus et aucune réclamation pour dommages retenue. Les autres demandes attendent votre approbation comme d’habitude.',
      helpShort:
        'La demande d’un locataire de confiance est approuvée tout de suite, sans vous attendre. Les autres demandes attendent votre approbation comme d’habitude.',
    },
    images: { legend: 'Images', label: 'Images de l’objet' },
    terms:
      'J’accepte les <terms>conditions générales<note> (s’ouvre dans un nouvel onglet)</note></terms> et confirme que cet objet m’appartient ou que je suis autorisé à le louer.',
    uploadingImages: 'Envoi des images...',
  },
  create: {
    submit: 'Publier l’objet',
    submitting: 'Publication de l’objet...',
    created: 'Objet créé',
    createdText: 'Votre objet a bien été mis en location !',
    createdPendingText:
      'Votre objet est enregistré et attend l’accord d’un administrateur. Les autres membres le verront une fois approuvé.',
    failed: 'Impossible de créer l’objet',
    failedText: 'Une erreur est survenue lors de la création de votre annonce.',
    failedInline: 'Impossible de créer votre annonce. Veuillez réessayer.',
  },
  edit: {
    submit: 'Enregistrer les modifications',
    submitting: 'Enregistrement...',
    updated: 'Objet mis à jour',
    backToPending:
      'Vos modifications seront visibles après leur validation par un administrateur. D’ici là, l’annonce est masquée pour les locataires.',
    failed: 'Impossible de mettre à jour l’objet',
    failedText: 'Une erreur est survenue lors de la mise à jour de votre annonce.',
    failedInline: 'Impossible de mettre à jour votre annonce. Veuillez réessayer.',
    notFound: 'Objet introuvable',
    loadFailed: 'Impossible de charger l’objet',
    checkConnection: 'Vérifiez votre connexion et réessayez.',
    tryAgain: 'Veuillez réessayer.',
    backToListings: 'Retour à mes annonces',
    notYours: 'Vous ne pouvez modifier que vos propres annonces',
    belongsToOther: '« {{title}} » appartient à un autre membre.',
    approvalStatus: 'Statut de validation :',
    live: 'Cette annonce est en ligne. Modifier son titre, sa description, sa catégorie ou ses images la renvoie en validation ; elle reste masquée pour les locataires jusqu’à ce qu’un administrateur approuve les modifications.',
  },
  approval: {
    pending: 'En attente',
    approved: 'Approuvée',
    rejected: 'Refusée',
    pendingHint:
      'En attente de validation : un administrateur vérifie chaque annonce nouvelle ou modifiée avant que les locataires puissent la voir.',
    rejectedReason: 'Refusée : {{reason}}',
    rejectedHint: 'Refusée par un administrateur. Modifiez l’annonce pour la soumettre à nouveau.',
  },
  tips: {
    heading: 'Conseils pour votre annonce',
    photos: {
      title: 'Prenez des photos nettes',
      text: 'Utilisez une bonne lumière et montrez l’objet sous plusieurs angles ; la première photo sert de couverture.',
    },
    description: {
      title: 'Rédigez une description détaillée',
      text: 'Précisez ce qui est inclus, comment il fonctionne et à quoi il sert le mieux.',
    },
    price: {
      title: 'Fixez un prix journalier compétitif',
      text: 'Comparez avec des objets similaires près de chez vous et alignez votre prix par jour ; ajoutez des tarifs à la semaine ou au mois pour les locations plus longues.',
    },
    condition: {
      title: 'Indiquez l’état et les caractéristiques',
      text: 'Notez le modèle, l’âge, la taille et l’usure éventuelle, pour que les locataires sachent exactement ce qu’ils obtiennent.',
    },
    pickup: {
      title: 'Expliquez les options de retrait et de livraison',
      text: 'Indiquez où l’objet peut être récupéré et si vous pouvez le livrer.',
    },
    deposit: {
      title: 'Demandez une caution raisonnable',
      text: 'Une caution adaptée à la valeur de l’objet vous protège sans décourager les locataires.',
    },
  },
  uploader: {
    dropHere: 'Glissez-déposez des images ici, ou',
    chooseImages: 'Choisir des images',
    chooseImage: 'Choisir une image',
    hint: 'Images uniquement, 5 Mo maximum chacune. {{added}} sur {{max}} ajoutée(s).',
    hintReorder:
      'Images uniquement, 5 Mo maximum chacune. {{added}} sur {{max}} ajoutée(s) ; faites-les glisser pour les réordonner, la première sert de couverture.',
    fileProblem: '{{name}} : {{reason}}',
    failed: 'L’image n’a pas pu être envoyée.',
    uploadFailed: 'Échec de l’envoi',
    uploadComplete: 'Envoi terminé',
    uploadedCount_one: '{{count}} image envoyée.',
    uploadedCount_other: '{{count}} images envoyées.',
    uploadedList: '{{label}} : envoyées',
    uploading: 'Envoi de {{name}}…',
    waiting: 'En attente : {{name}}',
    image: 'Image {{position}} sur {{total}}',
    coverImage: 'Image {{position}} sur {{total}} (couverture)',
    cover: 'Couverture',
    reorder: 'Déplacer {{name}}',
    remove: 'Supprimer {{name}}',
    instructions:
      'Pour déplacer une image, appuyez sur Espace ou Entrée sur sa poignée, déplacez-la avec les flèches, puis appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
    pickedUp: 'Image {{position}} saisie.',
    over: 'L’image {{position}} est au-dessus de la position {{target}}.',
    moved: 'L’image {{position}} a été déplacée en position {{target}}.',
    dropped: 'Image {{position}} déposée.',
    cancelled: 'Le déplacement de l’image {{position}} a été annulé.',
  },
  calendar: {
    title: 'Calendrier de disponibilité',
    subtitle:
      'Bloquez les jours où votre objet ne peut pas être loué et fixez les règles de chaque location.',
    forListing: 'Annonce :',
    backToListings: 'Retour à Mes annonces',
    notFound: 'Objet introuvable',
    notYours: "Ce calendrier n'est pas le vôtre",
    notYoursBody:
      'Seul le propriétaire de cette annonce (ou un administrateur) peut voir et modifier son calendrier.',
    loadFailed: "Le calendrier n'a pas pu être chargé",
    tryAgain: 'Veuillez réessayer.',
    retry: 'Réessayer',
    calendarHeading: 'Calendrier',
    help: 'Choisissez un premier et un dernier jour (ou appuyez sur l’un et faites glisser jusqu’à l’autre ; sur un écran tactile, maintenez le premier jour un instant avant de glisser) pour les bloquer, ou un jour bloqué pour débloquer ses dates. Les flèches passent d’un jour à l’autre, Entrée en choisit un, Échap efface le choix.',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    legend: {
      heading: 'Légende',
      free: 'Libre',
      booked: 'Réservé',
      blocked: 'Bloqué par vous',
      imported: 'Bloqué par un calendrier importé',
      buffer: 'Gardé libre entre deux locations',
    },
    day: {
      free: '{{date}} : libre',
      booked: '{{date}} : réservé, toutes les unités prises',
      bookedBy: '{{date}} : réservé par {{renter}} (réservation n° {{id}})',
      bookedMany_one: '{{date}} : {{count}} réservation',
      bookedMany_other: '{{date}} : {{count}} réservations',
      blocked: '{{date}} : bloqué par vous',
      blockedNote: '{{date}} : bloqué par vous ({{note}})',
      imported: '{{date}} : bloqué par un calendrier importé',
      buffer: '{{date}} : gardé libre entre deux locations',
      today: "{{label}}, aujourd'hui",
      past: '{{label}}, passé',
      selectedStart: '{{label}}, premier jour choisi',
      selectedEnd: '{{label}}, dernier jour choisi',
      selected: '{{label}}, choisi',
    },
    selection: {
      none: 'Aucun jour choisi.',
      start: 'Premier jour : {{date}}. Choisissez maintenant le dernier jour.',
      range_one: '{{start}} au {{end}} : {{count}} jour',
      range_many: '{{start}} au {{end}} : {{count}} jours',
      range_other: '{{start}} au {{end}} : {{count}} jours',
      block: 'Bloqué par vous : {{start}} au {{end}}',
      imported:
        'Bloqué par un calendrier importé : {{start}} au {{end}}. Ces dates changent avec ce calendrier.',
      note: 'Note : {{note}}',
      bookings: 'Réservations du {{date}}',
    },
    note: {
      label: 'Note (facultative)',
      helper: 'Vous seul la voyez, par exemple « En vacances ».',
    },
    block: 'Bloquer ces dates',
    blocking: 'Blocage…',
    unblock: 'Débloquer ces dates',
    unblocking: 'Déblocage…',
    clear: 'Effacer',
    blocked: {
      title: 'Dates bloquées',
      description: 'Du {{start}} au {{end}}, plus aucune réservation possible.',
    },
    unblocked: {
      title: 'Dates débloquées',
      description: 'Du {{start}} au {{end}}, les réservations sont de nouveau possibles.',
    },
    blockFailed: "Les dates n'ont pas pu être bloquées",
    unblockFailed: "Les dates n'ont pas pu être débloquées",
    overlapsBooking:
      'Ces dates incluent la réservation n° {{id}} ({{start}} au {{end}}). Elle doit se terminer ou être annulée avant de pouvoir les bloquer.',
    overlapsFullyBooked:
      'Certains de ces jours, toutes les unités sont réservées : ils ne peuvent pas être bloqués.',
    bookings: {
      heading: 'Réservations',
      empty: 'Aucune réservation active pour cette annonce.',
      adminNote:
        "Les réservations sont listées pour le propriétaire de l'annonce ; les jours complets apparaissent dans le calendrier.",
      dates: '{{start}} au {{end}}',
      renter: 'Locataire : {{name}}',
      someone: 'un locataire',
      open: 'Réservation n° {{id}} dans vos demandes',
    },
    blocks: {
      heading: 'Dates bloquées',
      empty: 'Aucune date bloquée.',
      noNote: 'Pas de note',
      importedSource: "D'un calendrier importé",
      unblock: 'Débloquer',
      unblockRange: 'Débloquer {{dates}}',
    },
    sync: {
      heading: 'Synchronisation des calendriers',
      description:
        "Partagez ce calendrier avec d'autres sites et bloquez les jours où d'autres calendriers sont occupés.",
      loadFailed: "La synchronisation des calendriers n'a pas pu être chargée",
      exportHeading: 'Adresse du calendrier de cette annonce',
      exportHelp:
        "Abonnez un autre calendrier à cette adresse privée pour voir les jours réservés et bloqués. Gardez-la secrète : qui l'a peut voir ces jours.",
      feedLabel: 'Adresse iCal',
      copy: 'Copier',
      copied: 'Adresse copiée',
      copiedText: "Collez-la dans l'option « s'abonner par URL » de l'autre calendrier.",
      copyFailed: "L'adresse n'a pas pu être copiée",
      copyFailedText: 'Elle est sélectionnée : copiez-la au clavier.',
      rotate: 'Obtenir une nouvelle adresse',
      rotateWarning:
        "L'adresse actuelle cessera de fonctionner : les calendriers abonnés devront utiliser la nouvelle.",
      rotateConfirm: 'Obtenir une nouvelle adresse',
      cancel: 'Annuler',
      rotated: 'Nouvelle adresse prête',
      rotatedText: "L'ancienne adresse ne fonctionne plus.",
      rotateFailed: "Impossible d'obtenir une nouvelle adresse",
      importHeading: 'Calendriers importés',
      importHelp:
        'Les jours occupés de ces calendriers sont bloqués ici, vérifiés toutes les 15 minutes. Ils n’annulent jamais une réservation.',
      importsList: 'Calendriers importés',
      noImports: 'Aucun calendrier importé.',
      status: {
        pending: 'En attente de sa première synchronisation',
        ok: 'Synchronisé',
        error: 'Non synchronisé',
      },
      lastSync_one: 'Dernière synchronisation {{when}} : {{count}} période bloquée',
      lastSync_many: 'Dernière synchronisation {{when}} : {{count}} périodes bloquées',
      lastSync_other: 'Dernière synchronisation {{when}} : {{count}} périodes bloquées',
      neverSynced: 'Pas encore synchronisé.',
      conflict:
        "Chevauche la réservation n° {{id}} ({{start}} au {{end}}) : la réservation est maintenue ; libérez ces jours sur l'autre site.",
      syncNow: 'Synchroniser',
      syncNowFor: 'Synchroniser : {{name}}',
      synced: 'Calendrier synchronisé',
      syncedText: '{{name}} est à jour.',
      syncFailed: "Le calendrier n'a pas été synchronisé",
      syncFailedText: "{{name}} n'a pas pu être lu ; rien n'a changé.",
      remove: 'Retirer',
      removeFor: 'Retirer : {{name}}',
      removed: 'Calendrier retiré',
      removedText: 'Les jours bloqués par {{name}} sont de nouveau libres.',
      removeFailed: "Le calendrier n'a pas pu être retiré",
      urlLabel: 'Adresse du calendrier (iCal)',
      urlHelp: "Le lien d'export de l'autre site, commençant par http:// ou https://.",
      nameLabel: 'Nom (facultatif)',
      nameHelp: "Par exemple le nom de l'autre site.",
      add: 'Ajouter le calendrier',
      added: 'Calendrier ajouté',
      addedText: 'Ses jours occupés sont en cours d’import.',
      addFailed: "Le calendrier n'a pas pu être ajouté",
      errors: {
        invalid_url: "L'adresse n'est pas une adresse web http:// ou https:// valide.",
        refused_address:
          "L'adresse {{detail}} n'est pas une adresse internet publique, elle n'a donc pas été consultée.",
        unreachable: "Le serveur du calendrier {{detail}} n'a pas pu être joint.",
        timeout: "Le serveur du calendrier n'a pas répondu à temps.",
        http_status: 'Le serveur du calendrier a répondu avec le statut HTTP {{detail}}.',
        too_many_redirects: "L'adresse a redirigé trop de fois.",
        too_large: "Le calendrier est trop volumineux, il n'a donc pas été importé.",
        not_ical: "L'adresse n'a pas renvoyé de fichier iCalendar.",
        invalid_event:
          "L'événement {{detail}} du calendrier est illisible, le calendrier n'a donc pas été importé.",
        too_many_events:
          "Le calendrier a trop d'événements dans la période réservable, il n'a donc pas été importé.",
        unknown: "Le calendrier n'a pas pu être lu.",
      },
    },
    rules: {
      heading: 'Règles de location',
      description:
        'Les nouvelles demandes doivent respecter ces règles ; les réservations déjà faites ne changent pas.',
      emptyNoLimit: 'Laissez vide pour aucune limite.',
      minDays: { label: 'Location minimale (jours)', helper: '1 permet une location de toute durée.' },
      maxDays: { label: 'Location maximale (jours)', helper: 'La plus longue location que vous acceptez.' },
      bufferDays: {
        label: 'Jours entre deux locations',
        helper: "Jours gardés libres après chaque location pour vérifier l'objet.",
      },
      advanceNoticeDays: {
        label: 'Préavis (jours)',
        helper:
          "Une location commence au moins ce nombre de jours après aujourd'hui ; 0 permet le jour même.",
      },
      horizonDays: {
        label: 'Réservable combien de jours à l’avance',
        helper: "Une location se termine au plus ce nombre de jours après aujourd'hui.",
      },
      save: 'Enregistrer les règles',
      saving: 'Enregistrement…',
      saved: 'Règles enregistrées',
      savedText: 'Les nouvelles demandes les suivent désormais.',
      failed: "Les règles n'ont pas pu être enregistrées",
      failedText: 'Veuillez vérifier les champs signalés.',
    },
  },
};
export default strings;

/** The same words in French. */
export const sameAsEnglish = ['form.description.label', 'form.images.legend'] as const;

import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  // The error table's default messages (services/core/src/contracts/errors.ts)
  'Please check your information and try again.': 'Veuillez vérifier vos informations et réessayer.',
  'The request could not be read.': 'La requête n’a pas pu être lue.',
  'This verification link is invalid or has expired.': 'Ce lien de vérification est invalide ou a expiré.',
  'Your email address is already verified. Please sign in.':
    'Votre adresse e-mail est déjà vérifiée. Veuillez vous connecter.',
  'This sign-in provider is not configured on this server.':
    'Ce fournisseur de connexion n’est pas configuré sur ce serveur.',
  'Invalid email or password. Please check your credentials and try again.':
    'E-mail ou mot de passe incorrect. Veuillez vérifier vos identifiants et réessayer.',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'Please verify your email address before signing in. Check your inbox for the verification link.':
    'Veuillez vérifier votre adresse e-mail avant de vous connecter. Le lien de vérification se trouve dans votre boîte de réception.',
  'Your account has been locked. Please contact support.':
    'Votre compte a été verrouillé. Veuillez contacter l’assistance.',
  'Invalid admin credentials. Please try again.':
    'Identifiants administrateur invalides. Veuillez réessayer.',
  'You do not have permission to do that.': 'Vous n’avez pas l’autorisation de faire cela.',
  'Cross-site request refused.': 'Requête intersite refusée.',
  'Not found.': 'Introuvable.',
  'An account with this email already exists': 'Un compte existe déjà avec cette adresse e-mail',
  'This username is already taken': 'Ce nom d’utilisateur est déjà pris',
  'This request conflicts with the current state. Please reload and try again.':
    'Cette requête est en conflit avec l’état actuel. Veuillez recharger la page et réessayer.',
  'These dates are no longer available': 'Ces dates ne sont plus disponibles',
  'The price of this rental has changed. Please review the new total and try again.':
    'Le prix de cette location a changé. Veuillez vérifier le nouveau total et réessayer.',
  'This booking cannot do that in its current state.':
    'Cette réservation ne permet pas cette action dans son état actuel.',
  'This idempotency key was already used for a different request.':
    'Cette clé d’idempotence a déjà été utilisée pour une autre requête.',
  'Your card was declined.': 'Votre carte a été refusée.',
  'Too many login attempts. Please try again later.':
    'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
  'Too many requests. Please slow down and try again shortly.':
    'Trop de requêtes. Veuillez ralentir et réessayer dans un instant.',
  'Your request is still being processed. Check again in a moment.':
    'Votre demande est toujours en cours de traitement. Revenez dans un instant.',
  'The service is temporarily unavailable. Please try again in a moment.':
    'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
  'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.':
    'Votre demande est toujours en cours de traitement. Réessayez dans un instant avec la même Idempotency-Key pour obtenir sa réponse.',
  'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.':
    'Le service est temporairement indisponible. Réessayez avec la même Idempotency-Key : la demande n’est jamais faite deux fois.',
  'Something went wrong. Please try again later.': 'Une erreur s’est produite. Veuillez réessayer plus tard.',

  // Sign-up, sign-in and profile (contracts/auth.schema.ts, the account commands)
  'Please enter a valid email': 'Veuillez saisir une adresse e-mail valide',
  'Password must be at least 6 characters': 'Le mot de passe doit contenir au moins 6 caractères',
  'Password is too long': 'Le mot de passe est trop long',
  'Full name must be at least 2 characters': 'Le nom complet doit contenir au moins 2 caractères',
  'Full name is too long': 'Le nom complet est trop long',
  'Username must be at least 3 characters': 'Le nom d’utilisateur doit contenir au moins 3 caractères',
  'Username must be at most 30 characters': 'Le nom d’utilisateur doit contenir au plus 30 caractères',
  'Username may contain only letters, numbers, dots, dashes and underscores':
    'Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas',
  "Passwords don't match": 'Les mots de passe ne correspondent pas',
  'Email is required': 'L’adresse e-mail est obligatoire',
  'Password is required': 'Le mot de passe est obligatoire',
  'Phone number is too long': 'Le numéro de téléphone est trop long',
  'Please enter a valid phone number': 'Veuillez saisir un numéro de téléphone valide',
  'Account already exists': 'Ce compte existe déjà',
  'User not found': 'Utilisateur introuvable',
  'You can only edit your own profile.': 'Vous ne pouvez modifier que votre propre profil.',
  'Nothing to change': 'Rien à modifier',

  // Listings (contracts/item.schema.ts, the item commands and queries)
  'Title must be at least 5 characters': 'Le titre doit contenir au moins 5 caractères',
  'Title must be at most 100 characters': 'Le titre doit contenir au plus 100 caractères',
  'Description must be at least 20 characters': 'La description doit contenir au moins 20 caractères',
  'Description must be at most 5000 characters': 'La description doit contenir au plus 5000 caractères',
  'Please select a category': 'Veuillez choisir une catégorie',
  'Please select a currency': 'Veuillez choisir une devise',
  'Daily price must be a positive number': 'Le prix par jour doit être un nombre positif',
  'Weekly price must be a positive number if provided':
    'Le prix par semaine, s’il est indiqué, doit être un nombre positif',
  'Monthly price must be a positive number if provided':
    'Le prix par mois, s’il est indiqué, doit être un nombre positif',
  'Yearly price must be a positive number if provided':
    'Le prix par an, s’il est indiqué, doit être un nombre positif',
  'Price must be at most 1,000,000': 'Le prix ne peut pas dépasser 1 000 000',
  'Security deposit must be a non-negative number': 'La caution ne peut pas être un nombre négatif',
  'Location is required': 'L’emplacement est obligatoire',
  'Location must be at most 200 characters': 'L’emplacement doit contenir au plus 200 caractères',
  'At least 1 item must be available': 'Au moins 1 exemplaire doit être disponible',
  'Maximum 100 items allowed': '100 exemplaires maximum',
  'Quantity must be a whole number': 'La quantité doit être un nombre entier',
  'You must agree to the terms and conditions': 'Vous devez accepter les conditions générales',
  'At least one image is required': 'Au moins une image est requise',
  'Maximum {{count}} images allowed': '{{count}} images maximum',
  'You can only upload up to {{count}} images in total.':
    'Vous pouvez envoyer jusqu’à {{count}} images au total.',
  'Images must be uploaded here first': 'Les images doivent d’abord être envoyées ici',
  'Approval status must be approved or rejected': 'Le statut de validation doit être approuvé ou refusé',
  'Reason must be at most 500 characters': 'Le motif doit contenir au plus 500 caractères',
  'Item not found': 'Objet introuvable',
  'Only the owner of this item can change it.': 'Seul le propriétaire de cet objet peut le modifier.',
  'This item has bookings in progress. Cancel or complete them before deleting it.':
    'Cet objet a des réservations en cours. Annulez-les ou terminez-les avant de le supprimer.',

  // Search filters (contracts/item.schema.ts, search)
  'Search must be at most 200 characters': 'La recherche doit contenir au plus 200 caractères',
  'Minimum price must not be negative': 'Le prix minimum ne peut pas être négatif',
  'Maximum price must not be negative': 'Le prix maximum ne peut pas être négatif',
  'Minimum price must not exceed the maximum price': 'Le prix minimum ne peut pas dépasser le prix maximum',
  'Unsupported currency': 'Devise non prise en charge',
  'Latitude must be between -90 and 90': 'La latitude doit être comprise entre -90 et 90',
  'Longitude must be between -180 and 180': 'La longitude doit être comprise entre -180 et 180',
  'Radius must be positive': 'Le rayon doit être positif',

  // Places and onboarding
  'Invalid coordinates': 'Coordonnées invalides',
  'Unknown location': 'Lieu inconnu',
  'The search text must be at most 100 characters': 'Le texte recherché doit contenir au plus 100 caractères',
  'Too many location requests. Please try again in {{seconds}} second.':
    'Trop de demandes de localisation. Veuillez réessayer dans {{seconds}} seconde.',
  'Too many location requests. Please try again in {{seconds}} seconds.':
    'Trop de demandes de localisation. Veuillez réessayer dans {{seconds}} secondes.',
  'Please choose one of the listed languages': 'Veuillez choisir l’une des langues proposées',
  'Budget must be between 10 and 500 per day': 'Le budget doit être compris entre 10 et 500 par jour',
  'Minimum budget cannot exceed maximum budget': 'Le budget minimum ne peut pas dépasser le budget maximum',
  'Budget must be a multiple of 10': 'Le budget doit être un multiple de 10',
  'Please choose one of the listed options': 'Veuillez choisir l’une des options proposées',

  // Image uploads (uploads/image-processing.ts, the upload route) and the uploader's own stand-ins when an answer has no message
  'Only image files are allowed': 'Seuls les fichiers image sont autorisés',
  'Image size should not exceed 5MB': 'La taille de l’image ne doit pas dépasser 5 Mo',
  'The image is damaged or incomplete. Please choose another file.':
    'L’image est endommagée ou incomplète. Veuillez choisir un autre fichier.',
  'The image is too large in pixels. Please choose a smaller image.':
    'L’image a trop de pixels. Veuillez choisir une image plus petite.',
  'The file name is not allowed.': 'Ce nom de fichier n’est pas autorisé.',
  'The file contains something other than an image.': 'Le fichier contient autre chose qu’une image.',
  'Choose an image to upload.': 'Choisissez une image à envoyer.',
  'The upload could not be read.': 'L’envoi n’a pas pu être lu.',
  'Please sign in to upload images.': 'Veuillez vous connecter pour envoyer des images.',
  'Too many uploads. Please wait a moment and try again.':
    'Trop d’envois. Veuillez patienter un instant et réessayer.',
  'The image could not be uploaded. Please try again.':
    'L’image n’a pas pu être envoyée. Veuillez réessayer.',
  'Could not reach the server. Please check your connection and try again.':
    'Impossible de joindre le serveur. Veuillez vérifier votre connexion et réessayer.',

  // Rate limits (gateway/src/modules/accounts/rate-limits.ts)
  'Too many login attempts. Please try again in {{minutes}} minute.':
    'Trop de tentatives de connexion. Veuillez réessayer dans {{minutes}} minute.',
  'Too many login attempts. Please try again in {{minutes}} minutes.':
    'Trop de tentatives de connexion. Veuillez réessayer dans {{minutes}} minutes.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minute.':
    'Trop de tentatives d’inscription depuis ce réseau. Veuillez réessayer dans {{minutes}} minute.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minutes.':
    'Trop de tentatives d’inscription depuis ce réseau. Veuillez réessayer dans {{minutes}} minutes.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minute.':
    'Trop de demandes d’e-mail de vérification. Veuillez réessayer dans {{minutes}} minute.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minutes.':
    'Trop de demandes d’e-mail de vérification. Veuillez réessayer dans {{minutes}} minutes.',
  'Too many uploads. Please try again in {{minutes}} minute.':
    'Trop d’envois. Veuillez réessayer dans {{minutes}} minute.',
  'Too many uploads. Please try again in {{minutes}} minutes.':
    'Trop d’envois. Veuillez réessayer dans {{minutes}} minutes.',
  'Too many page views. Please slow down and try again shortly.':
    'Trop de pages vues. Veuillez ralentir et réessayer dans un instant.',

  // Booking requests, payments and cards (contracts/booking.schema.ts, card.ts, the bookings service)
  'Date selection required: Please select both start and end dates.':
    'Sélection des dates requise : veuillez choisir une date de début et une date de fin.',
  'Payment method required: Please select or add a payment method.':
    'Moyen de paiement requis : veuillez choisir ou ajouter un moyen de paiement.',
  'Dates must be real calendar dates (yyyy-mm-dd)':
    'Les dates doivent être des dates réelles du calendrier (aaaa-mm-jj)',
  'The end date cannot be before the start date': 'La date de fin ne peut pas précéder la date de début',
  'Past dates cannot be selected': 'Les dates passées ne peuvent pas être sélectionnées',
  // Search by dates (services/core/src/contracts/search-dates.schema.ts)
  'Past dates cannot be searched': 'Impossible de rechercher des dates passées',
  'Please give the first day too: a search by dates needs both a start and an end date':
    'Indiquez aussi le premier jour : une recherche par dates demande une date de début et une date de fin',
  'Please give the last day too: a search by dates needs both a start and an end date':
    'Indiquez aussi le dernier jour : une recherche par dates demande une date de début et une date de fin',
  'A rental can last at most 365 days': 'Une location peut durer au maximum 365 jours',
  'Rentals can start at most 730 days ahead': 'Une location peut commencer au plus tard dans 730 jours',
  'Please enter a delivery address': 'Veuillez saisir une adresse de livraison',
  'The delivery address must be at most 300 characters':
    'L’adresse de livraison doit contenir au plus 300 caractères',
  'The message must be at most 1000 characters': 'Le message doit contenir au plus 1000 caractères',
  'Notes must be at most 1000 characters': 'Les notes doivent contenir au plus 1000 caractères',
  'The total price must be a positive number': 'Le prix total doit être un nombre positif',
  'Amounts can have at most 2 decimal places': 'Les montants peuvent avoir au plus 2 décimales',
  "This booking's total is above the maximum of 419,750,000.00":
    'Le total de cette réservation dépasse le maximum de 419 750 000,00',
  'The amount the owner keeps must be a number from 0':
    'Le montant conservé par le propriétaire doit être un nombre à partir de 0',
  'Please give a reason': 'Veuillez indiquer un motif',
  'The damage amount must be a positive number': 'Le montant des dommages doit être un nombre positif',
  'Please choose a rating from 1 to 5 stars': 'Veuillez choisir une note de 1 à 5 étoiles',
  'The review must be at most 2000 characters': 'L’avis doit contenir au plus 2000 caractères',
  'Please enter a valid card number': 'Veuillez saisir un numéro de carte valide',
  'Please enter the name on the card': 'Veuillez saisir le nom figurant sur la carte',
  'Please enter the expiry date as MM/YY': 'Veuillez saisir la date d’expiration au format MM/AA',
  'This card has expired': 'Cette carte a expiré',
  'The security code is 3 or 4 digits': 'Le code de sécurité comporte 3 ou 4 chiffres',
  'Please enter the card again: its reference is not a Stripe payment method (pm_…)':
    'Veuillez saisir à nouveau la carte : sa référence n’est pas un moyen de paiement Stripe (pm_…)',
  'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC':
    'Les données de carte se saisissent dans le champ sécurisé de Stripe : envoyez un identifiant de moyen de paiement Stripe (pm_…), pas le numéro de carte ni le CVC',
  'This server takes the card’s details: it does not pay through Stripe':
    'Ce serveur prend les données de la carte : il ne paie pas par Stripe',
  'This card could not be found. Please enter it again.':
    'Cette carte est introuvable. Veuillez la saisir à nouveau.',
  'Your card has insufficient funds.': 'Votre carte n’a pas de provision suffisante.',
  'The payment could not be processed. Please try again.':
    'Le paiement n’a pas pu être traité. Veuillez réessayer.',
  'This payment method is not available. Please choose another.':
    'Ce moyen de paiement n’est pas disponible. Veuillez en choisir un autre.',
  'Choose a saved payment method or a new card, not both.':
    'Choisissez un moyen de paiement enregistré ou une nouvelle carte, pas les deux.',
  'Payment method not found': 'Moyen de paiement introuvable',
  'You cannot rent your own item.': 'Vous ne pouvez pas louer votre propre objet.',
  'This item is not available for rent right now.':
    'Cet objet n’est pas disponible à la location pour le moment.',
  'The price of this rental has changed: {{days}} day now cost {{total}} including the service fee. Please review and try again.':
    'Le prix de cette location a changé : {{days}} jour coûte désormais {{total}}, frais de service compris. Veuillez vérifier et réessayer.',
  'The price of this rental has changed: {{days}} days now cost {{total}} including the service fee. Please review and try again.':
    'Le prix de cette location a changé : {{days}} jours coûtent désormais {{total}}, frais de service compris. Veuillez vérifier et réessayer.',

  // Booking steps, damage and reviews (the bookings service, the booking resolvers)
  'Booking not found': 'Réservation introuvable',
  'You can only see your own bookings.': 'Vous ne pouvez voir que vos propres réservations.',
  'Only the owner can do that.': 'Seul le propriétaire peut faire cela.',
  'Only the renter can do that.': 'Seul le locataire peut faire cela.',
  'Only the renter or owner can do that.': 'Seul le locataire ou le propriétaire peut faire cela.',
  'This booking is {{status}}: it cannot be {{action}} now.':
    'Cette réservation est au statut « {{status}} » : elle ne peut pas être {{action}} maintenant.',
  'This request expired: the owner did not answer within 48 hours.':
    'Cette demande a expiré : le propriétaire n’a pas répondu dans les 48 heures.',
  'A damage report is open on this booking: it is settled by the renter or an admin.':
    'Un signalement de dommages est ouvert sur cette réservation : il est réglé par le locataire ou un administrateur.',
  'Damage was already reported for this booking.':
    'Des dommages ont déjà été signalés pour cette réservation.',
  'Damage can be reported within {{days}} days of the return.':
    'Les dommages peuvent être signalés dans les {{days}} jours suivant le retour.',
  'The damage amount can be at most {{amount}} (the deposit, less any late fee).':
    'Le montant des dommages ne peut pas dépasser {{amount}} (la caution, moins d’éventuels frais de retard).',
  'This damage report was already answered.': 'Ce signalement de dommages a déjà reçu une réponse.',
  'There is no damage report to answer.': 'Il n’y a aucun signalement de dommages auquel répondre.',
  'Only an admin can decide a dispute.': 'Seul un administrateur peut trancher un litige.',
  'You rent or own this booking: another admin decides its dispute.':
    'Vous louez ou possédez l’objet de cette réservation : un autre administrateur tranche son litige.',
  'This booking has no disputed damage report.':
    'Cette réservation n’a aucun signalement de dommages contesté.',
  // Protection at checkout (issue 26 §2): the request's flag, the claim above the deposit and its admin decision
  'Protection must be true or false': 'La protection doit être true ou false',
  'The protection fee must be a number from 0':
    'Les frais de protection doivent être un nombre à partir de 0',
  'A protection fee was given without protection: add protection or leave the fee out':
    'Des frais de protection ont été indiqués sans protection : ajoutez la protection ou retirez les frais',
  'The price of protection for this rental has changed: it now costs {{fee}}. Please review and try again.':
    'Le prix de la protection de cette location a changé : elle coûte désormais {{fee}}. Veuillez vérifier et réessayer.',
  'The decision must be approve or reject': 'La décision doit être approve ou reject',
  'This booking has no protection claim to decide.':
    "Cette réservation n'a aucune demande de protection à trancher.",
  'This protection claim was already decided.': 'Cette demande de protection a déjà été tranchée.',
  'Only an admin can decide a protection claim.':
    'Seul un administrateur peut trancher une demande de protection.',
  'You rent or own this booking: another admin decides its protection claim.':
    'Vous louez ou possédez cet objet : un autre administrateur tranche sa demande de protection.',
  'status must be pending, decided or all': 'status doit être pending, decided ou all',
  "The damage amount can be at most {{amount}} (the deposit, less any late fee, plus the protection's cover of {{cover}}).":
    'Le montant des dommages peut être au plus de {{amount}} (la caution, moins les éventuels frais de retard, plus la couverture de la protection de {{cover}}).',
  'The owner can keep at most the claimed {{amount}} from the deposit.':
    'Le propriétaire peut garder au plus les {{amount}} réclamés sur la caution.',
  'The owner can keep at most the claimed {{amount}}.':
    'Le propriétaire peut conserver au plus les {{amount}} réclamés.',
  'The review window for this rental has closed.':
    'Le délai pour laisser un avis sur cette location est écoulé.',
  'You have already reviewed this rental.': 'Vous avez déjà laissé un avis sur cette location.',
  'Review not found': 'Avis introuvable',

  // Notes the worker stores on a booking (services/bookings/src/jobs/timers.ts), shown where its reason or note is
  'The owner did not answer within 48 hours.': 'Le propriétaire n’a pas répondu dans les 48 heures.',
  'Completed automatically': 'Terminée automatiquement',

  // Parts the booking step message above puts in its {{status}} and {{action}} (BOOKING_STATUS_LABELS, ACTION_WORDS)
  'Pending Approval': 'En attente d’approbation',
  Approved: 'Approuvée',
  Rejected: 'Refusée',
  'Ready for Pickup': 'Prête pour le retrait',
  'In Transit': 'En transit',
  'With You': 'Chez vous',
  Returned: 'Retournée',
  Completed: 'Terminée',
  Cancelled: 'Annulée',
  approved: 'approuvée',
  rejected: 'refusée',
  cancelled: 'annulée',
  'marked ready for pickup': 'marquée comme prête pour le retrait',
  'marked as shipped': 'marquée comme expédiée',
  'marked as received': 'marquée comme reçue',
  'marked as returned': 'marquée comme retournée',
  'checked in': 'contrôlée au retour',
  'reported as damaged': 'signalée comme endommagée',
  answered: 'traitée',
  decided: 'tranchée',
  reviewed: 'évaluée',

  // Messages between members (services/messaging/src/contracts.ts, the messaging resolvers)
  'Message required: Please enter a message': 'Message requis : veuillez saisir un message',
  'Messages are limited to 2,000 characters': 'Les messages sont limités à 2 000 caractères',
  'You cannot message yourself': 'Vous ne pouvez pas vous envoyer de message',
  'This account cannot send messages': 'Ce compte ne peut pas envoyer de messages',
  'That booking is not between you two': 'Cette réservation ne vous concerne pas tous les deux',
  'That item is not listed by either of you': 'Cet objet n’est proposé par aucun de vous deux',
  'You can only read your own messages': 'Vous ne pouvez lire que vos propres messages',
  'You can only send messages as yourself': 'Vous ne pouvez envoyer des messages qu’en votre nom',
  'This unsubscribe link is invalid.': 'Ce lien de désinscription est invalide.',
  'You are sending messages too fast. Try again in {{seconds}} second.':
    'Vous envoyez des messages trop vite. Réessayez dans {{seconds}} seconde.',
  'You are sending messages too fast. Try again in {{seconds}} seconds.':
    'Vous envoyez des messages trop vite. Réessayez dans {{seconds}} secondes.',

  // Administration (gateway/src/modules/admin, tracking)
  'You cannot unverify your own account': 'Vous ne pouvez pas retirer la vérification de votre propre compte',
  'You cannot lock your own account': 'Vous ne pouvez pas verrouiller votre propre compte',
  'You cannot remove your own admin role': 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
  'The last admin cannot be demoted': 'Le dernier administrateur ne peut pas être rétrogradé',
  'Subject is required': 'L’objet est obligatoire',
  'Subject must be at most 200 characters': 'L’objet doit contenir au plus 200 caractères',
  'Subject must be one line': 'L’objet doit tenir sur une seule ligne',
  'Message is required': 'Le message est obligatoire',
  'Message must be at most 10,000 characters': 'Le message doit contenir au plus 10 000 caractères',
  'The e-mail could not be sent. Please try again in a moment.':
    'L’e-mail n’a pas pu être envoyé. Veuillez réessayer dans un instant.',
  'A search may be at most 200 characters': 'Une recherche doit contenir au plus 200 caractères',
  'Control characters are not allowed': 'Les caractères de contrôle ne sont pas autorisés',
  'The form has a part after the image. Send the image alone.':
    'Le formulaire contient une partie après l’image. Envoyez l’image seule.',
  'The form has too many parts. Send one image alone.':
    'Le formulaire contient trop de parties. Envoyez une seule image.',
  'The upload could not be read: a part of the form is malformed.':
    'Le téléversement n’a pas pu être lu : une partie du formulaire est mal formée.',
  'The upload could not be read: it goes on after the end of the form.':
    'Le téléversement n’a pas pu être lu : il continue après la fin du formulaire.',
  'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).':
    'Le téléversement n’a pas pu être lu : le formulaire n’a aucune partie complète (est-il tronqué, ou son séparateur n’est-il pas celui de Content-Type ?).',
  'The upload ended before the form did. Please try again.':
    'Le téléversement s’est arrêté avant la fin du formulaire. Veuillez réessayer.',
  'This password reset link is invalid or has expired.':
    'Ce lien de réinitialisation du mot de passe est invalide ou a expiré.',

  // Availability rules and blocked dates (issue 23: core's availability.schema.ts, bookings' availability)
  "These dates cannot be booked under this listing's availability rules":
    'Ces dates ne peuvent pas être réservées selon les règles de disponibilité de cette annonce',
  'The minimum rental must be a whole number of days from 1 to 365':
    'La location minimale doit être un nombre entier de jours de 1 à 365',
  'The maximum rental must be empty (no limit) or a whole number of days from 1 to 365':
    'La location maximale doit être vide (sans limite) ou un nombre entier de jours de 1 à 365',
  'The maximum rental cannot be shorter than the minimum':
    'La location maximale ne peut pas être plus courte que la minimale',
  'Days between rentals must be a whole number from 0 to 30':
    'Les jours entre deux locations doivent être un nombre entier de 0 à 30',
  'Advance notice must be a whole number of days from 0 to 365':
    'Le préavis doit être un nombre entier de jours de 0 à 365',
  'How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to 730':
    "L'horizon de réservation doit être vide (sans limite) ou un nombre entier de jours de 1 à 730",
  'How far ahead it can be booked must be longer than the advance notice':
    "L'horizon de réservation doit être plus long que le préavis",
  'Please choose the first and last day to block': 'Choisissez le premier et le dernier jour à bloquer',
  'The last blocked day cannot be before the first': 'Le dernier jour bloqué ne peut pas précéder le premier',
  'Past dates cannot be blocked': 'Les dates passées ne peuvent pas être bloquées',
  'Dates can be blocked at most 1095 days ahead':
    "Les dates peuvent être bloquées au plus 1095 jours à l'avance",
  'The note must be at most 200 characters': 'La note doit comporter au plus 200 caractères',
  'A listing can have at most 200 blocked ranges. Please remove some first.':
    "Une annonce peut avoir au plus 200 périodes bloquées. Supprimez-en d'abord.",
  'This blocked range does not exist': "Cette période bloquée n'existe pas",
  'These dates come from an imported calendar: they change when that calendar does':
    'Ces dates viennent d’un calendrier importé : elles changent avec ce calendrier',
  'Only the owner of this item can change its availability.':
    'Seul le propriétaire de cet article peut modifier sa disponibilité.',
  'This item can be rented for at least {{count}} days': 'Cet article se loue au moins {{count}} jours',
  'This item can be rented for one day at most': 'Cet article se loue un jour au plus',
  'This item can be rented for at most {{count}} days': 'Cet article se loue au plus {{count}} jours',
  'This item needs advance notice: the earliest start date is {{date}}':
    'Cet article demande un préavis : la première date de début possible est le {{date}}',
  'This item can only be booked until {{date}}': "Cet article ne peut être réservé que jusqu'au {{date}}",
  'The owner has blocked some of these dates': 'Le propriétaire a bloqué certaines de ces dates',
  'These dates are too close to another booking: the owner keeps a day free between rentals':
    'Ces dates sont trop proches d’une autre réservation : le propriétaire garde un jour libre entre deux locations',
  'These dates are too close to another booking: the owner keeps {{count}} days free between rentals':
    'Ces dates sont trop proches d’une autre réservation : le propriétaire garde {{count}} jours libres entre deux locations',
  'These dates overlap booking #{{id}} ({{startDate}} to {{endDate}}). It must end or be cancelled before they can be blocked.':
    'Ces dates chevauchent la réservation n° {{id}} (du {{startDate}} au {{endDate}}). Elle doit se terminer ou être annulée avant de pouvoir les bloquer.',
  // Calendar sync (issue 23 §3: core's availability.schema.ts CalendarMessages, the iCal feed route)
  'Please enter the address of the calendar to import': 'Saisissez l’adresse du calendrier à importer',
  'The calendar address must be a web address starting with http:// or https://':
    'L’adresse du calendrier doit être une adresse web commençant par http:// ou https://',
  'The calendar address must be at most 2000 characters':
    'L’adresse du calendrier doit comporter au plus 2000 caractères',
  'The calendar address must not contain a user name or password':
    'L’adresse du calendrier ne doit contenir ni nom d’utilisateur ni mot de passe',
  "The calendar's name must be at most 60 characters":
    'Le nom du calendrier doit comporter au plus 60 caractères',
  'A listing can import at most 10 calendars. Please remove one first.':
    'Une annonce peut importer au plus 10 calendriers. Supprimez-en un d’abord.',
  'This calendar is already imported for this listing': 'Ce calendrier est déjà importé pour cette annonce',
  'This imported calendar does not exist': 'Ce calendrier importé n’existe pas',
  'Calendar not found': 'Calendrier introuvable',
  // Numbers read from a request (core's request.schema.ts)
  'Must be a whole number': 'Doit être un nombre entier',
  // API tokens (core's api-token.schema.ts, issue 25 §3)
  'Give the token a name': 'Donnez un nom au jeton',
  'A token name is at most 100 characters': "Le nom d'un jeton compte au plus 100 caractères",
  'Choose at least one scope: read or write': 'Choisissez au moins une autorisation : read ou write',
  'Scopes are read, write, admin:read or admin:write':
    'Les autorisations sont read, write, admin:read ou admin:write',
  'Only admins can give a token admin scopes':
    "Seuls les administrateurs peuvent donner des autorisations d'administration à un jeton",
  'The expiry must be a date and time (ISO 8601) in the future':
    "L'expiration doit être une date et une heure (ISO 8601) dans le futur",
  'You can have at most 50 API tokens; revoke one first':
    "Vous pouvez avoir au plus 50 jetons d'API ; révoquez-en un d'abord",
  'No such API token': "Ce jeton d'API n'existe pas",
  'API tokens cannot create, list or revoke API tokens; sign in to manage them':
    "Les jetons d'API ne peuvent pas créer, lister ni révoquer de jetons d'API ; connectez-vous pour les gérer",
  'This API token is invalid, expired or revoked.': "Ce jeton d'API est invalide, expiré ou révoqué.",
  "This API token has read access only: this needs a token with the 'write' scope.":
    "Ce jeton d'API n'a qu'un accès en lecture : il faut un jeton avec l'autorisation 'write'.",
  "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.":
    "Les autorisations de ce jeton d'API ne permettent pas la lecture : il lui faut l'autorisation 'read' ou 'write'.",
  "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.":
    "Cela demande le jeton d'API d'un administrateur avec l'autorisation 'admin:read' ou 'admin:write'.",
  "This needs an admin's API token with the 'admin:write' scope.":
    "Cela demande le jeton d'API d'un administrateur avec l'autorisation 'admin:write'.",
  'This API token made too many requests this minute. Try again after the Retry-After seconds.':
    "Ce jeton d'API a fait trop de requêtes cette minute. Réessayez après les secondes indiquées par Retry-After.",
  'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.':
    "Ce jeton d'API a dépensé son budget de coût GraphQL pour cette heure. Réessayez après les secondes indiquées par Retry-After.",
  // Reports and blocks (issue 26 §3)
  "The target type is 'item' or 'user'": "Le type de cible est 'item' ou 'user'",
  'Name the listing or member you are reporting': "Indiquez l'annonce ou le membre que vous signalez",
  'Choose a reason: scam, inappropriate, prohibited_item, harassment or other':
    'Choisissez un motif : arnaque, contenu inapproprié, objet interdit, harcèlement ou autre',
  'The note is at most 1,000 characters': 'La note compte au plus 1 000 caractères',
  'The note must be text without control characters':
    'La note doit être du texte sans caractères de contrôle',
  'You have already reported this, and an administrator has not yet looked at it.':
    "Vous avez déjà signalé ceci et un administrateur ne l'a pas encore examiné.",
  'You cannot report yourself or your own listing.':
    'Vous ne pouvez pas vous signaler vous-même ni votre propre annonce.',
  'Report not found': 'Signalement introuvable',
  'The action is dismiss, hide_listing, lock_member or warn':
    "L'action est ignorer, masquer l'annonce, verrouiller le membre ou avertir",
  'This report has already been resolved.': 'Ce signalement a déjà été traité.',
  'Only a report about a listing can hide a listing.':
    'Seul un signalement portant sur une annonce peut masquer une annonce.',
  'You have sent too many reports. Try again in {{seconds}} seconds.':
    'Vous avez envoyé trop de signalements. Réessayez dans {{seconds}} secondes.',
  'You cannot block yourself.': 'Vous ne pouvez pas vous bloquer vous-même.',
  'You have not blocked this member.': "Vous n'avez pas bloqué ce membre.",
  'You cannot message this member: one of you has blocked the other.':
    "Vous ne pouvez pas écrire à ce membre : l'un de vous a bloqué l'autre.",
  "You cannot book this member's items: one of you has blocked the other.":
    "Vous ne pouvez pas louer les objets de ce membre : l'un de vous a bloqué l'autre.",
  "The status is 'open' or 'resolved'": "Le statut est 'open' ou 'resolved'",
  'The warning e-mail could not be sent. Please try again in a moment.':
    "L'e-mail d'avertissement n'a pas pu être envoyé. Réessayez dans un instant.",
  // Identity checks (issue 26 §1).
  'Add a photo of the front of your identity document, and of its back if it has one':
    "Ajoutez une photo du recto de votre pièce d'identité, et du verso s'il y en a un",
  'Add a selfie': 'Ajoutez un selfie',
  'Each photo must be a different upload': 'Chaque photo doit être un envoi différent',
  'Give the member a reason for the rejection': 'Donnez au membre la raison du refus',
  'Identity check not found': "Vérification d'identité introuvable",
  "The decision is 'verified' or 'rejected'": "La décision est 'verified' ou 'rejected'",
  'The reason is at most 500 characters': 'La raison fait au plus 500 caractères',
  'The reason must be text without control characters':
    'La raison doit être un texte sans caractères de contrôle',
  "The status is 'submitted', 'verified' or 'rejected'":
    "Le statut est 'submitted', 'verified' ou 'rejected'",
  'This identity check has already been decided.': "Cette vérification d'identité a déjà été décidée.",
  'This link is not valid or has expired.': "Ce lien n'est pas valide ou a expiré.",
  'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used':
    "Envoyez à nouveau les photos : l'une d'elles n'est pas une photo d'identité que vous avez envoyée, ou elle a déjà servi",
  'Your identity check is waiting for an administrator.':
    "Votre vérification d'identité attend un administrateur.",
  'Your identity is already verified.': 'Votre identité est déjà vérifiée.',
};
export default strings;

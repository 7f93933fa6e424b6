import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  // The error table's default messages (services/core/src/contracts/errors.ts)
  'Please check your information and try again.': 'Bitte überprüfe deine Angaben und versuche es erneut.',
  'The request could not be read.': 'Die Anfrage konnte nicht gelesen werden.',
  'This verification link is invalid or has expired.':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'Your email address is already verified. Please sign in.':
    'Deine E-Mail-Adresse ist bereits bestätigt. Bitte melde dich an.',
  'This sign-in provider is not configured on this server.':
    'Dieser Anmeldeanbieter ist auf diesem Server nicht eingerichtet.',
  'Invalid email or password. Please check your credentials and try again.':
    'E-Mail-Adresse oder Passwort ist falsch. Bitte überprüfe deine Zugangsdaten und versuche es erneut.',
  'Please sign in to continue.': 'Bitte melde dich an, um fortzufahren.',
  'Please verify your email address before signing in. Check your inbox for the verification link.':
    'Bitte bestätige deine E-Mail-Adresse, bevor du dich anmeldest. Den Bestätigungslink findest du in deinem Posteingang.',
  'Your account has been locked. Please contact support.':
    'Dein Konto wurde gesperrt. Bitte wende dich an den Support.',
  'Invalid admin credentials. Please try again.':
    'Ungültige Administrator-Zugangsdaten. Bitte versuche es erneut.',
  'You do not have permission to do that.': 'Dazu hast du keine Berechtigung.',
  'Cross-site request refused.': 'Websiteübergreifende Anfrage abgelehnt.',
  'Not found.': 'Nicht gefunden.',
  'An account with this email already exists': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  'This username is already taken': 'Dieser Benutzername ist bereits vergeben',
  'This request conflicts with the current state. Please reload and try again.':
    'Diese Anfrage steht im Widerspruch zum aktuellen Stand. Bitte lade die Seite neu und versuche es erneut.',
  'These dates are no longer available': 'Diese Daten sind nicht mehr verfügbar',
  'The price of this rental has changed. Please review the new total and try again.':
    'Der Preis dieser Miete hat sich geändert. Bitte prüfe den neuen Gesamtbetrag und versuche es erneut.',
  'This booking cannot do that in its current state.':
    'Das ist bei dieser Buchung im aktuellen Status nicht möglich.',
  'This idempotency key was already used for a different request.':
    'Dieser Idempotenzschlüssel wurde bereits für eine andere Anfrage verwendet.',
  'Your card was declined.': 'Deine Karte wurde abgelehnt.',
  'Too many login attempts. Please try again later.':
    'Zu viele Anmeldeversuche. Bitte versuche es später erneut.',
  'Too many requests. Please slow down and try again shortly.':
    'Zu viele Anfragen. Bitte mach etwas langsamer und versuche es gleich noch einmal.',
  'Your request is still being processed. Check again in a moment.':
    'Deine Anfrage wird noch bearbeitet. Schau gleich noch einmal nach.',
  'The service is temporarily unavailable. Please try again in a moment.':
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es gleich noch einmal.',
  'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.':
    'Deine Anfrage wird noch bearbeitet. Versuche es gleich mit demselben Idempotency-Key erneut, um ihre Antwort zu erhalten.',
  'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.':
    'Der Dienst ist vorübergehend nicht verfügbar. Versuche es mit demselben Idempotency-Key erneut: Die Anfrage wird nie doppelt ausgeführt.',
  'Something went wrong. Please try again later.':
    'Etwas ist schiefgelaufen. Bitte versuche es später erneut.',

  // Sign-up, sign-in and profile (contracts/auth.schema.ts, the account commands)
  'Please enter a valid email': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'Password must be at least 6 characters': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'Password is too long': 'Das Passwort ist zu lang',
  'Full name must be at least 2 characters': 'Der vollständige Name muss mindestens 2 Zeichen lang sein',
  'Full name is too long': 'Der vollständige Name ist zu lang',
  'Username must be at least 3 characters': 'Der Benutzername muss mindestens 3 Zeichen lang sein',
  'Username must be at most 30 characters': 'Der Benutzername darf höchstens 30 Zeichen lang sein',
  'Username may contain only letters, numbers, dots, dashes and underscores':
    'Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche enthalten',
  "Passwords don't match": 'Die Passwörter stimmen nicht überein',
  'Email is required': 'E-Mail-Adresse ist erforderlich',
  'Password is required': 'Passwort ist erforderlich',
  'Phone number is too long': 'Die Telefonnummer ist zu lang',
  'Please enter a valid phone number': 'Bitte gib eine gültige Telefonnummer ein',
  'Account already exists': 'Das Konto existiert bereits',
  'User not found': 'Benutzer nicht gefunden',
  'You can only edit your own profile.': 'Du kannst nur dein eigenes Profil bearbeiten.',
  'Nothing to change': 'Es gibt nichts zu ändern',

  // Listings (contracts/item.schema.ts, the item commands and queries)
  'Title must be at least 5 characters': 'Der Titel muss mindestens 5 Zeichen lang sein',
  'Title must be at most 100 characters': 'Der Titel darf höchstens 100 Zeichen lang sein',
  'Description must be at least 20 characters': 'Die Beschreibung muss mindestens 20 Zeichen lang sein',
  'Description must be at most 5000 characters': 'Die Beschreibung darf höchstens 5000 Zeichen lang sein',
  'Please select a category': 'Bitte wähle eine Kategorie aus',
  'Please select a currency': 'Bitte wähle eine Währung aus',
  'Daily price must be a positive number': 'Der Tagespreis muss eine positive Zahl sein',
  'Weekly price must be a positive number if provided':
    'Der Wochenpreis muss, falls angegeben, eine positive Zahl sein',
  'Monthly price must be a positive number if provided':
    'Der Monatspreis muss, falls angegeben, eine positive Zahl sein',
  'Yearly price must be a positive number if provided':
    'Der Jahrespreis muss, falls angegeben, eine positive Zahl sein',
  'Price must be at most 1,000,000': 'Der Preis darf höchstens 1.000.000 betragen',
  'Security deposit must be a non-negative number': 'Die Kaution darf keine negative Zahl sein',
  'Location is required': 'Der Standort ist erforderlich',
  'Location must be at most 200 characters': 'Der Standort darf höchstens 200 Zeichen lang sein',
  'At least 1 item must be available': 'Mindestens 1 Stück muss verfügbar sein',
  'Maximum 100 items allowed': 'Höchstens 100 Stück erlaubt',
  'Quantity must be a whole number': 'Die Menge muss eine ganze Zahl sein',
  'You must agree to the terms and conditions': 'Du musst den Allgemeinen Geschäftsbedingungen zustimmen',
  'At least one image is required': 'Mindestens ein Bild ist erforderlich',
  'Maximum {{count}} images allowed': 'Höchstens {{count}} Bilder erlaubt',
  'You can only upload up to {{count}} images in total.':
    'Du kannst insgesamt höchstens {{count}} Bilder hochladen.',
  'Images must be uploaded here first': 'Bilder müssen zuerst hier hochgeladen werden',
  'Approval status must be approved or rejected':
    'Der Freigabestatus muss „freigegeben“ oder „abgelehnt“ sein',
  'Reason must be at most 500 characters': 'Die Begründung darf höchstens 500 Zeichen lang sein',
  'Item not found': 'Artikel nicht gefunden',
  'Only the owner of this item can change it.': 'Nur der Eigentümer dieses Artikels kann ihn ändern.',
  'This item has bookings in progress. Cancel or complete them before deleting it.':
    'Für diesen Artikel laufen noch Buchungen. Storniere oder beende sie, bevor du ihn löschst.',

  // Search filters (contracts/item.schema.ts, search)
  'Search must be at most 200 characters': 'Die Suche darf höchstens 200 Zeichen lang sein',
  'Minimum price must not be negative': 'Der Mindestpreis darf nicht negativ sein',
  'Maximum price must not be negative': 'Der Höchstpreis darf nicht negativ sein',
  'Minimum price must not exceed the maximum price':
    'Der Mindestpreis darf den Höchstpreis nicht übersteigen',
  'Unsupported currency': 'Nicht unterstützte Währung',
  'Latitude must be between -90 and 90': 'Der Breitengrad muss zwischen -90 und 90 liegen',
  'Longitude must be between -180 and 180': 'Der Längengrad muss zwischen -180 und 180 liegen',
  'Radius must be positive': 'Der Radius muss positiv sein',

  // Places and onboarding
  'Invalid coordinates': 'Ungültige Koordinaten',
  'Unknown location': 'Unbekannter Ort',
  'The search text must be at most 100 characters': 'Der Suchtext darf höchstens 100 Zeichen lang sein',
  'Too many location requests. Please try again in {{seconds}} second.':
    'Zu viele Standortanfragen. Bitte versuche es in {{seconds}} Sekunde erneut.',
  'Too many location requests. Please try again in {{seconds}} seconds.':
    'Zu viele Standortanfragen. Bitte versuche es in {{seconds}} Sekunden erneut.',
  'Please choose one of the listed languages': 'Bitte wähle eine der angebotenen Sprachen',
  'Budget must be between 10 and 500 per day': 'Das Budget muss zwischen 10 und 500 pro Tag liegen',
  'Minimum budget cannot exceed maximum budget': 'Das Mindestbudget darf das Höchstbudget nicht übersteigen',
  'Budget must be a multiple of 10': 'Das Budget muss ein Vielfaches von 10 sein',
  'Please choose one of the listed options': 'Bitte wähle eine der angebotenen Optionen',

  // Image uploads (uploads/image-processing.ts, the upload route) and the uploader's own stand-ins when an answer has no message
  'Only image files are allowed': 'Nur Bilddateien sind erlaubt',
  'Image size should not exceed 5MB': 'Das Bild darf höchstens 5 MB groß sein',
  'The image is damaged or incomplete. Please choose another file.':
    'Das Bild ist beschädigt oder unvollständig. Bitte wähle eine andere Datei.',
  'The image is too large in pixels. Please choose a smaller image.':
    'Das Bild hat zu viele Pixel. Bitte wähle ein kleineres Bild.',
  'The file name is not allowed.': 'Dieser Dateiname ist nicht erlaubt.',
  'The file contains something other than an image.': 'Die Datei enthält etwas anderes als ein Bild.',
  'Choose an image to upload.': 'Wähle ein Bild zum Hochladen aus.',
  'The upload could not be read.': 'Der Upload konnte nicht gelesen werden.',
  'Please sign in to upload images.': 'Bitte melde dich an, um Bilder hochzuladen.',
  'Too many uploads. Please wait a moment and try again.':
    'Zu viele Uploads. Bitte warte einen Moment und versuche es erneut.',
  'The image could not be uploaded. Please try again.':
    'Das Bild konnte nicht hochgeladen werden. Bitte versuche es erneut.',
  'Could not reach the server. Please check your connection and try again.':
    'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.',

  // Rate limits (gateway/src/modules/accounts/rate-limits.ts)
  'Too many login attempts. Please try again in {{minutes}} minute.':
    'Zu viele Anmeldeversuche. Bitte versuche es in {{minutes}} Minute erneut.',
  'Too many login attempts. Please try again in {{minutes}} minutes.':
    'Zu viele Anmeldeversuche. Bitte versuche es in {{minutes}} Minuten erneut.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minute.':
    'Zu viele Registrierungsversuche aus diesem Netzwerk. Bitte versuche es in {{minutes}} Minute erneut.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minutes.':
    'Zu viele Registrierungsversuche aus diesem Netzwerk. Bitte versuche es in {{minutes}} Minuten erneut.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minute.':
    'Zu viele Anfragen für Bestätigungs-E-Mails. Bitte versuche es in {{minutes}} Minute erneut.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minutes.':
    'Zu viele Anfragen für Bestätigungs-E-Mails. Bitte versuche es in {{minutes}} Minuten erneut.',
  'Too many uploads. Please try again in {{minutes}} minute.':
    'Zu viele Uploads. Bitte versuche es in {{minutes}} Minute erneut.',
  'Too many uploads. Please try again in {{minutes}} minutes.':
    'Zu viele Uploads. Bitte versuche es in {{minutes}} Minuten erneut.',
  'Too many page views. Please slow down and try again shortly.':
    'Zu viele Seitenaufrufe. Bitte mach etwas langsamer und versuche es gleich noch einmal.',

  // Booking requests, payments and cards (contracts/booking.schema.ts, card.ts, the bookings service)
  'Date selection required: Please select both start and end dates.':
    'Datumsauswahl erforderlich: Bitte wähle ein Start- und ein Enddatum.',
  'Payment method required: Please select or add a payment method.':
    'Zahlungsmethode erforderlich: Bitte wähle eine Zahlungsmethode aus oder füge eine hinzu.',
  'Dates must be real calendar dates (yyyy-mm-dd)': 'Die Daten müssen echte Kalenderdaten sein (JJJJ-MM-TT)',
  'The end date cannot be before the start date': 'Das Enddatum darf nicht vor dem Startdatum liegen',
  'Past dates cannot be selected': 'Vergangene Daten können nicht ausgewählt werden',
  // Search by dates (services/core/src/contracts/search-dates.schema.ts)
  'Past dates cannot be searched': 'Vergangene Daten können nicht gesucht werden',
  'Please give the first day too: a search by dates needs both a start and an end date':
    'Bitte gib auch den ersten Tag an: Eine Suche nach Daten braucht ein Start- und ein Enddatum',
  'Please give the last day too: a search by dates needs both a start and an end date':
    'Bitte gib auch den letzten Tag an: Eine Suche nach Daten braucht ein Start- und ein Enddatum',
  'A rental can last at most 365 days': 'Eine Miete darf höchstens 365 Tage dauern',
  'Rentals can start at most 730 days ahead': 'Mieten können höchstens 730 Tage im Voraus beginnen',
  'Please enter a delivery address': 'Bitte gib eine Lieferadresse ein',
  'The delivery address must be at most 300 characters':
    'Die Lieferadresse darf höchstens 300 Zeichen lang sein',
  'The message must be at most 1000 characters': 'Die Nachricht darf höchstens 1000 Zeichen lang sein',
  'Notes must be at most 1000 characters': 'Notizen dürfen höchstens 1000 Zeichen lang sein',
  'The total price must be a positive number': 'Der Gesamtpreis muss eine positive Zahl sein',
  'Amounts can have at most 2 decimal places': 'Beträge dürfen höchstens 2 Nachkommastellen haben',
  "This booking's total is above the maximum of 419,750,000.00":
    'Der Gesamtbetrag dieser Buchung liegt über dem Höchstbetrag von 419.750.000,00',
  'The amount the owner keeps must be a number from 0':
    'Der Betrag, den der Eigentümer behält, muss eine Zahl ab 0 sein',
  'Please give a reason': 'Bitte gib eine Begründung an',
  'The damage amount must be a positive number': 'Der Schadensbetrag muss eine positive Zahl sein',
  'Please choose a rating from 1 to 5 stars': 'Bitte wähle eine Bewertung von 1 bis 5 Sternen',
  'The review must be at most 2000 characters': 'Die Bewertung darf höchstens 2000 Zeichen lang sein',
  'Please enter a valid card number': 'Bitte gib eine gültige Kartennummer ein',
  'Please enter the name on the card': 'Bitte gib den Namen auf der Karte ein',
  'Please enter the expiry date as MM/YY': 'Bitte gib das Ablaufdatum im Format MM/JJ ein',
  'This card has expired': 'Diese Karte ist abgelaufen',
  'The security code is 3 or 4 digits': 'Der Sicherheitscode hat 3 oder 4 Ziffern',
  'Please enter the card again: its reference is not a Stripe payment method (pm_…)':
    'Bitte gib die Karte erneut ein: ihre Referenz ist keine Stripe-Zahlungsmethode (pm_…)',
  'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC':
    'Kartendaten werden in Stripes sicherem Feld eingegeben: Sende eine Stripe-Zahlungsmethoden-ID (pm_…), nicht die Kartennummer und den CVC',
  'This server takes the card’s details: it does not pay through Stripe':
    'Dieser Server nimmt die Kartendaten an: er zahlt nicht über Stripe',
  'This card could not be found. Please enter it again.':
    'Diese Karte wurde nicht gefunden. Bitte gib sie erneut ein.',
  'Your card has insufficient funds.': 'Auf deiner Karte ist nicht genügend Guthaben.',
  'The payment could not be processed. Please try again.':
    'Die Zahlung konnte nicht verarbeitet werden. Bitte versuche es erneut.',
  'This payment method is not available. Please choose another.':
    'Diese Zahlungsmethode ist nicht verfügbar. Bitte wähle eine andere.',
  'Choose a saved payment method or a new card, not both.':
    'Wähle eine gespeicherte Zahlungsmethode oder eine neue Karte, nicht beides.',
  'Payment method not found': 'Zahlungsmethode nicht gefunden',
  'You cannot rent your own item.': 'Du kannst deinen eigenen Artikel nicht mieten.',
  'This item is not available for rent right now.': 'Dieser Artikel kann gerade nicht gemietet werden.',
  'The price of this rental has changed: {{days}} day now cost {{total}} including the service fee. Please review and try again.':
    'Der Preis dieser Miete hat sich geändert: {{days}} Tag kostet jetzt {{total}} inklusive Servicegebühr. Bitte prüfe ihn und versuche es erneut.',
  'The price of this rental has changed: {{days}} days now cost {{total}} including the service fee. Please review and try again.':
    'Der Preis dieser Miete hat sich geändert: {{days}} Tage kosten jetzt {{total}} inklusive Servicegebühr. Bitte prüfe ihn und versuche es erneut.',

  // Booking steps, damage and reviews (the bookings service, the booking resolvers)
  'Booking not found': 'Buchung nicht gefunden',
  'You can only see your own bookings.': 'Du kannst nur deine eigenen Buchungen sehen.',
  'Only the owner can do that.': 'Das kann nur der Eigentümer.',
  'Only the renter can do that.': 'Das kann nur der Mieter.',
  'Only the renter or owner can do that.': 'Das können nur der Mieter oder der Eigentümer.',
  'This booking is {{status}}: it cannot be {{action}} now.':
    'Diese Buchung hat den Status „{{status}}“: Sie kann jetzt nicht {{action}} werden.',
  'This request expired: the owner did not answer within 48 hours.':
    'Diese Anfrage ist abgelaufen: Der Eigentümer hat nicht innerhalb von 48 Stunden geantwortet.',
  'A damage report is open on this booking: it is settled by the renter or an admin.':
    'Für diese Buchung ist eine Schadensmeldung offen: Sie wird vom Mieter oder einem Administrator geklärt.',
  'Damage was already reported for this booking.': 'Für diese Buchung wurde bereits ein Schaden gemeldet.',
  'Damage can be reported within {{days}} days of the return.':
    'Schäden können innerhalb von {{days}} Tagen nach der Rückgabe gemeldet werden.',
  'The damage amount can be at most {{amount}} (the deposit, less any late fee).':
    'Der Schadensbetrag darf höchstens {{amount}} betragen (die Kaution abzüglich etwaiger Verspätungsgebühren).',
  'This damage report was already answered.': 'Auf diese Schadensmeldung wurde bereits geantwortet.',
  'There is no damage report to answer.': 'Es gibt keine Schadensmeldung, auf die du antworten kannst.',
  'Only an admin can decide a dispute.': 'Nur ein Administrator kann über einen Streitfall entscheiden.',
  'You rent or own this booking: another admin decides its dispute.':
    'Du mietest oder besitzt diesen Artikel dieser Buchung: Ein anderer Administrator entscheidet über den Streitfall.',
  'This booking has no disputed damage report.': 'Für diese Buchung gibt es keine strittige Schadensmeldung.',
  // Protection at checkout (issue 26 §2): the request's flag, the claim above the deposit and its admin decision
  'Protection must be true or false': 'Der Schutz muss true oder false sein',
  'The protection fee must be a number from 0': 'Die Schutzgebühr muss eine Zahl ab 0 sein',
  'A protection fee was given without protection: add protection or leave the fee out':
    'Eine Schutzgebühr wurde ohne Schutz angegeben: Füge den Schutz hinzu oder lass die Gebühr weg',
  'The price of protection for this rental has changed: it now costs {{fee}}. Please review and try again.':
    'Der Preis des Schutzes für diese Miete hat sich geändert: Er kostet jetzt {{fee}}. Bitte prüfe ihn und versuche es erneut.',
  'The decision must be approve or reject': 'Die Entscheidung muss approve oder reject sein',
  'This booking has no protection claim to decide.':
    'Für diese Buchung gibt es keinen Schutzanspruch zu entscheiden.',
  'This protection claim was already decided.': 'Über diesen Schutzanspruch wurde bereits entschieden.',
  'Only an admin can decide a protection claim.':
    'Nur ein Administrator kann über einen Schutzanspruch entscheiden.',
  'You rent or own this booking: another admin decides its protection claim.':
    'Sie mieten oder vermieten diese Buchung: Ein anderer Administrator entscheidet über ihren Schutzanspruch.',
  'status must be pending, decided or all': 'status muss pending, decided oder all sein',
  "The damage amount can be at most {{amount}} (the deposit, less any late fee, plus the protection's cover of {{cover}}).":
    'Der Schadensbetrag darf höchstens {{amount}} betragen (die Kaution abzüglich einer etwaigen Verspätungsgebühr plus die Deckung des Schutzes von {{cover}}).',
  'The owner can keep at most the claimed {{amount}} from the deposit.':
    'Der Vermieter kann höchstens die geforderten {{amount}} aus der Kaution behalten.',
  'The owner can keep at most the claimed {{amount}}.':
    'Der Eigentümer kann höchstens die geforderten {{amount}} behalten.',
  'The review window for this rental has closed.':
    'Der Zeitraum für eine Bewertung dieser Miete ist abgelaufen.',
  'You have already reviewed this rental.': 'Du hast diese Miete bereits bewertet.',
  'Review not found': 'Bewertung nicht gefunden',

  // Notes the worker stores on a booking (services/bookings/src/jobs/timers.ts), shown where its reason or note is
  'The owner did not answer within 48 hours.':
    'Der Eigentümer hat nicht innerhalb von 48 Stunden geantwortet.',
  'Completed automatically': 'Automatisch abgeschlossen',

  // Parts the booking step message above puts in its {{status}} and {{action}} (BOOKING_STATUS_LABELS, ACTION_WORDS)
  'Pending Approval': 'Wartet auf Bestätigung',
  Approved: 'Bestätigt',
  Rejected: 'Abgelehnt',
  'Ready for Pickup': 'Abholbereit',
  'In Transit': 'Unterwegs',
  'With You': 'Bei dir',
  Returned: 'Zurückgegeben',
  Completed: 'Abgeschlossen',
  Cancelled: 'Storniert',
  approved: 'bestätigt',
  rejected: 'abgelehnt',
  cancelled: 'storniert',
  'marked ready for pickup': 'als abholbereit markiert',
  'marked as shipped': 'als versandt markiert',
  'marked as received': 'als erhalten markiert',
  'marked as returned': 'als zurückgegeben markiert',
  'checked in': 'bei der Rückgabe geprüft',
  'reported as damaged': 'als beschädigt gemeldet',
  answered: 'beantwortet',
  decided: 'entschieden',
  reviewed: 'bewertet',

  // Messages between members (services/messaging/src/contracts.ts, the messaging resolvers)
  'Message required: Please enter a message': 'Nachricht erforderlich: Bitte gib eine Nachricht ein',
  'Messages are limited to 2,000 characters': 'Nachrichten sind auf 2.000 Zeichen begrenzt',
  'You cannot message yourself': 'Du kannst dir nicht selbst schreiben',
  'This account cannot send messages': 'Dieses Konto kann keine Nachrichten senden',
  'That booking is not between you two': 'Diese Buchung besteht nicht zwischen euch beiden',
  'That item is not listed by either of you': 'Dieser Artikel wird von keinem von euch beiden angeboten',
  'You can only read your own messages': 'Du kannst nur deine eigenen Nachrichten lesen',
  'You can only send messages as yourself': 'Du kannst Nachrichten nur in deinem eigenen Namen senden',
  'This unsubscribe link is invalid.': 'Dieser Abmeldelink ist ungültig.',
  'You are sending messages too fast. Try again in {{seconds}} second.':
    'Du sendest Nachrichten zu schnell. Versuche es in {{seconds}} Sekunde erneut.',
  'You are sending messages too fast. Try again in {{seconds}} seconds.':
    'Du sendest Nachrichten zu schnell. Versuche es in {{seconds}} Sekunden erneut.',

  // Administration (gateway/src/modules/admin, tracking)
  'You cannot unverify your own account': 'Du kannst die Verifizierung deines eigenen Kontos nicht aufheben',
  'You cannot lock your own account': 'Du kannst dein eigenes Konto nicht sperren',
  'You cannot remove your own admin role': 'Du kannst dir deine eigene Administratorrolle nicht entziehen',
  'The last admin cannot be demoted': 'Der letzte Administrator kann nicht herabgestuft werden',
  'Subject is required': 'Betreff ist erforderlich',
  'Subject must be at most 200 characters': 'Der Betreff darf höchstens 200 Zeichen lang sein',
  'Subject must be one line': 'Der Betreff muss aus einer Zeile bestehen',
  'Message is required': 'Nachricht ist erforderlich',
  'Message must be at most 10,000 characters': 'Die Nachricht darf höchstens 10.000 Zeichen lang sein',
  'The e-mail could not be sent. Please try again in a moment.':
    'Die E-Mail konnte nicht gesendet werden. Bitte versuche es gleich noch einmal.',
  'A search may be at most 200 characters': 'Eine Suche darf höchstens 200 Zeichen lang sein',
  'Control characters are not allowed': 'Steuerzeichen sind nicht erlaubt',
  'The form has a part after the image. Send the image alone.':
    'Das Formular enthält nach dem Bild noch einen Teil. Senden Sie nur das Bild.',
  'The form has too many parts. Send one image alone.':
    'Das Formular hat zu viele Teile. Senden Sie ein einzelnes Bild.',
  'The upload could not be read: a part of the form is malformed.':
    'Der Upload konnte nicht gelesen werden: Ein Teil des Formulars ist fehlerhaft.',
  'The upload could not be read: it goes on after the end of the form.':
    'Der Upload konnte nicht gelesen werden: Er geht über das Ende des Formulars hinaus.',
  'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).':
    'Der Upload konnte nicht gelesen werden: Das Formular hat keinen vollständigen Teil (ist es abgeschnitten oder passt seine Grenze nicht zu Content-Type?).',
  'The upload ended before the form did. Please try again.':
    'Der Upload endete vor dem Formular. Bitte versuchen Sie es erneut.',
  'This password reset link is invalid or has expired.':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',

  // Availability rules and blocked dates (issue 23: core's availability.schema.ts, bookings' availability)
  "These dates cannot be booked under this listing's availability rules":
    'Diese Daten können nach den Verfügbarkeitsregeln dieses Inserats nicht gebucht werden',
  'The minimum rental must be a whole number of days from 1 to 365':
    'Die Mindestmietdauer muss eine ganze Zahl von Tagen zwischen 1 und 365 sein',
  'The maximum rental must be empty (no limit) or a whole number of days from 1 to 365':
    'Die Höchstmietdauer muss leer (keine Grenze) oder eine ganze Zahl von Tagen zwischen 1 und 365 sein',
  'The maximum rental cannot be shorter than the minimum':
    'Die Höchstmietdauer darf nicht kürzer als die Mindestmietdauer sein',
  'Days between rentals must be a whole number from 0 to 30':
    'Die Tage zwischen Vermietungen müssen eine ganze Zahl zwischen 0 und 30 sein',
  'Advance notice must be a whole number of days from 0 to 365':
    'Die Vorlaufzeit muss eine ganze Zahl von Tagen zwischen 0 und 365 sein',
  'How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to 730':
    'Wie weit im Voraus gebucht werden kann, muss leer (keine Grenze) oder eine ganze Zahl von Tagen zwischen 1 und 730 sein',
  'How far ahead it can be booked must be longer than the advance notice':
    'Wie weit im Voraus gebucht werden kann, muss länger als die Vorlaufzeit sein',
  'Please choose the first and last day to block': 'Bitte wähle den ersten und den letzten zu sperrenden Tag',
  'The last blocked day cannot be before the first':
    'Der letzte gesperrte Tag darf nicht vor dem ersten liegen',
  'Past dates cannot be blocked': 'Vergangene Daten können nicht gesperrt werden',
  'Dates can be blocked at most 1095 days ahead':
    'Daten können höchstens 1095 Tage im Voraus gesperrt werden',
  'The note must be at most 200 characters': 'Die Notiz darf höchstens 200 Zeichen lang sein',
  'A listing can have at most 200 blocked ranges. Please remove some first.':
    'Ein Inserat kann höchstens 200 gesperrte Zeiträume haben. Bitte entferne zuerst einige.',
  'This blocked range does not exist': 'Dieser gesperrte Zeitraum existiert nicht',
  'These dates come from an imported calendar: they change when that calendar does':
    'Diese Daten stammen aus einem importierten Kalender: Sie ändern sich mit diesem Kalender',
  'Only the owner of this item can change its availability.':
    'Nur der Eigentümer dieses Artikels kann seine Verfügbarkeit ändern.',
  'This item can be rented for at least {{count}} days':
    'Dieser Artikel kann für mindestens {{count}} Tage gemietet werden',
  'This item can be rented for one day at most': 'Dieser Artikel kann höchstens einen Tag gemietet werden',
  'This item can be rented for at most {{count}} days':
    'Dieser Artikel kann für höchstens {{count}} Tage gemietet werden',
  'This item needs advance notice: the earliest start date is {{date}}':
    'Dieser Artikel braucht Vorlauf: Das früheste Startdatum ist der {{date}}',
  'This item can only be booked until {{date}}': 'Dieser Artikel kann nur bis zum {{date}} gebucht werden',
  'The owner has blocked some of these dates': 'Der Eigentümer hat einige dieser Tage gesperrt',
  'These dates are too close to another booking: the owner keeps a day free between rentals':
    'Diese Daten liegen zu nah an einer anderen Buchung: Der Eigentümer hält zwischen Vermietungen einen Tag frei',
  'These dates are too close to another booking: the owner keeps {{count}} days free between rentals':
    'Diese Daten liegen zu nah an einer anderen Buchung: Der Eigentümer hält zwischen Vermietungen {{count}} Tage frei',
  'These dates overlap booking #{{id}} ({{startDate}} to {{endDate}}). It must end or be cancelled before they can be blocked.':
    'Diese Daten überschneiden sich mit Buchung Nr. {{id}} ({{startDate}} bis {{endDate}}). Sie muss enden oder storniert werden, bevor sie gesperrt werden können.',
  // Calendar sync (issue 23 §3: core's availability.schema.ts CalendarMessages, the iCal feed route)
  'Please enter the address of the calendar to import':
    'Bitte gib die Adresse des Kalenders ein, den du importieren möchtest',
  'The calendar address must be a web address starting with http:// or https://':
    'Die Kalenderadresse muss eine Webadresse sein, die mit http:// oder https:// beginnt',
  'The calendar address must be at most 2000 characters':
    'Die Kalenderadresse darf höchstens 2000 Zeichen lang sein',
  'The calendar address must not contain a user name or password':
    'Die Kalenderadresse darf weder einen Benutzernamen noch ein Passwort enthalten',
  "The calendar's name must be at most 60 characters":
    'Der Name des Kalenders darf höchstens 60 Zeichen lang sein',
  'A listing can import at most 10 calendars. Please remove one first.':
    'Ein Inserat kann höchstens 10 Kalender importieren. Bitte entferne zuerst einen.',
  'This calendar is already imported for this listing':
    'Dieser Kalender ist für dieses Inserat bereits importiert',
  'This imported calendar does not exist': 'Dieser importierte Kalender existiert nicht',
  'Calendar not found': 'Kalender nicht gefunden',
  // Numbers read from a request (core's request.schema.ts)
  'Must be a whole number': 'Muss eine ganze Zahl sein',
  // API tokens (core's api-token.schema.ts, issue 25 §3)
  'Give the token a name': 'Gib dem Token einen Namen',
  'A token name is at most 100 characters': 'Der Name eines Tokens hat höchstens 100 Zeichen',
  'Choose at least one scope: read or write': 'Wähle mindestens eine Berechtigung: read oder write',
  'Scopes are read, write, admin:read or admin:write':
    'Berechtigungen sind read, write, admin:read oder admin:write',
  'Only admins can give a token admin scopes': 'Nur Admins können einem Token Admin-Berechtigungen geben',
  'The expiry must be a date and time (ISO 8601) in the future':
    'Der Ablauf muss ein Datum mit Uhrzeit (ISO 8601) in der Zukunft sein',
  'You can have at most 50 API tokens; revoke one first':
    'Du kannst höchstens 50 API-Tokens haben; widerrufe zuerst eines',
  'No such API token': 'Dieses API-Token gibt es nicht',
  'API tokens cannot create, list or revoke API tokens; sign in to manage them':
    'API-Tokens können keine API-Tokens erstellen, auflisten oder widerrufen; melde dich an, um sie zu verwalten',
  'This API token is invalid, expired or revoked.':
    'Dieses API-Token ist ungültig, abgelaufen oder widerrufen.',
  "This API token has read access only: this needs a token with the 'write' scope.":
    "Dieses API-Token darf nur lesen: Dafür braucht es ein Token mit der Berechtigung 'write'.",
  "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.":
    "Die Berechtigungen dieses API-Tokens erlauben kein Lesen: Es braucht die Berechtigung 'read' oder 'write'.",
  "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.":
    "Dafür braucht es das API-Token eines Admins mit der Berechtigung 'admin:read' oder 'admin:write'.",
  "This needs an admin's API token with the 'admin:write' scope.":
    "Dafür braucht es das API-Token eines Admins mit der Berechtigung 'admin:write'.",
  'This API token made too many requests this minute. Try again after the Retry-After seconds.':
    'Dieses API-Token hat in dieser Minute zu viele Anfragen gestellt. Versuche es nach den Sekunden aus Retry-After erneut.',
  'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.':
    'Dieses API-Token hat sein GraphQL-Kostenbudget für diese Stunde verbraucht. Versuche es nach den Sekunden aus Retry-After erneut.',
  // Reports and blocks (issue 26 §3)
  "The target type is 'item' or 'user'": "Der Zieltyp ist 'item' oder 'user'",
  'Name the listing or member you are reporting': 'Gib das Inserat oder das Mitglied an, das du meldest',
  'Choose a reason: scam, inappropriate, prohibited_item, harassment or other':
    'Wähle einen Grund: Betrug, unangemessene Inhalte, verbotener Artikel, Belästigung oder Sonstiges',
  'The note is at most 1,000 characters': 'Die Notiz hat höchstens 1.000 Zeichen',
  'The note must be text without control characters': 'Die Notiz muss Text ohne Steuerzeichen sein',
  'You have already reported this, and an administrator has not yet looked at it.':
    'Du hast das bereits gemeldet, und ein Administrator hat es sich noch nicht angesehen.',
  'You cannot report yourself or your own listing.':
    'Du kannst weder dich selbst noch dein eigenes Inserat melden.',
  'Report not found': 'Meldung nicht gefunden',
  'The action is dismiss, hide_listing, lock_member or warn':
    'Die Aktion ist verwerfen, Inserat ausblenden, Mitglied sperren oder verwarnen',
  'This report has already been resolved.': 'Diese Meldung wurde bereits bearbeitet.',
  'Only a report about a listing can hide a listing.':
    'Nur eine Meldung zu einem Inserat kann ein Inserat ausblenden.',
  'You have sent too many reports. Try again in {{seconds}} seconds.':
    'Du hast zu viele Meldungen gesendet. Versuche es in {{seconds}} Sekunden erneut.',
  'You cannot block yourself.': 'Du kannst dich nicht selbst blockieren.',
  'You have not blocked this member.': 'Du hast dieses Mitglied nicht blockiert.',
  'You cannot message this member: one of you has blocked the other.':
    'Du kannst diesem Mitglied nicht schreiben: Einer von euch hat den anderen blockiert.',
  "You cannot book this member's items: one of you has blocked the other.":
    'Du kannst die Artikel dieses Mitglieds nicht mieten: Einer von euch hat den anderen blockiert.',
  "The status is 'open' or 'resolved'": "Der Status ist 'open' oder 'resolved'",
  'The warning e-mail could not be sent. Please try again in a moment.':
    'Die Verwarnung per E-Mail konnte nicht gesendet werden. Bitte versuche es gleich noch einmal.',
  // Identity checks (issue 26 §1).
  'Add a photo of the front of your identity document, and of its back if it has one':
    'Füge ein Foto der Vorderseite deines Ausweisdokuments hinzu, und der Rückseite, falls es eine hat',
  'Add a selfie': 'Füge ein Selfie hinzu',
  'Each photo must be a different upload': 'Jedes Foto muss ein eigener Upload sein',
  'Give the member a reason for the rejection': 'Nenne dem Mitglied einen Grund für die Ablehnung',
  'Identity check not found': 'Identitätsprüfung nicht gefunden',
  "The decision is 'verified' or 'rejected'": "Die Entscheidung ist 'verified' oder 'rejected'",
  'The reason is at most 500 characters': 'Der Grund hat höchstens 500 Zeichen',
  'The reason must be text without control characters': 'Der Grund muss Text ohne Steuerzeichen sein',
  "The status is 'submitted', 'verified' or 'rejected'":
    "Der Status ist 'submitted', 'verified' oder 'rejected'",
  'This identity check has already been decided.': 'Über diese Identitätsprüfung wurde bereits entschieden.',
  'This link is not valid or has expired.': 'Dieser Link ist ungültig oder abgelaufen.',
  'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used':
    'Lade die Fotos erneut hoch: Eines davon ist kein von dir hochgeladenes Ausweisfoto oder wurde bereits verwendet',
  'Your identity check is waiting for an administrator.':
    'Deine Identitätsprüfung wartet auf einen Administrator.',
  'Your identity is already verified.': 'Deine Identität ist bereits bestätigt.',
};
export default strings;

/**
 * English strings of the 'serverMessages' namespace: every message the server (or a shared zod schema) can put
 * in front of a member, keyed by its exact English text (see ../../server-messages.ts). A key with `{{variables}}`
 * stands for the messages the server builds with numbers or names in them. server-messages.test.ts collects the
 * messages from the services' sources and fails on one that is missing here.
 */
export default {
  // The error table's default messages (services/core/src/contracts/errors.ts)
  'Please check your information and try again.': 'Please check your information and try again.',
  'The request could not be read.': 'The request could not be read.',
  'This verification link is invalid or has expired.': 'This verification link is invalid or has expired.',
  'Your email address is already verified. Please sign in.':
    'Your email address is already verified. Please sign in.',
  'This sign-in provider is not configured on this server.':
    'This sign-in provider is not configured on this server.',
  'Invalid email or password. Please check your credentials and try again.':
    'Invalid email or password. Please check your credentials and try again.',
  'Please sign in to continue.': 'Please sign in to continue.',
  'Please verify your email address before signing in. Check your inbox for the verification link.':
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  'Your account has been locked. Please contact support.':
    'Your account has been locked. Please contact support.',
  'Invalid admin credentials. Please try again.': 'Invalid admin credentials. Please try again.',
  'You do not have permission to do that.': 'You do not have permission to do that.',
  'Cross-site request refused.': 'Cross-site request refused.',
  'Not found.': 'Not found.',
  'An account with this email already exists': 'An account with this email already exists',
  'This username is already taken': 'This username is already taken',
  'This request conflicts with the current state. Please reload and try again.':
    'This request conflicts with the current state. Please reload and try again.',
  'These dates are no longer available': 'These dates are no longer available',
  'The price of this rental has changed. Please review the new total and try again.':
    'The price of this rental has changed. Please review the new total and try again.',
  'This booking cannot do that in its current state.': 'This booking cannot do that in its current state.',
  'This idempotency key was already used for a different request.':
    'This idempotency key was already used for a different request.',
  'Your card was declined.': 'Your card was declined.',
  'Too many login attempts. Please try again later.': 'Too many login attempts. Please try again later.',
  'Too many requests. Please slow down and try again shortly.':
    'Too many requests. Please slow down and try again shortly.',
  'Your request is still being processed. Check again in a moment.':
    'Your request is still being processed. Check again in a moment.',
  'The service is temporarily unavailable. Please try again in a moment.':
    'The service is temporarily unavailable. Please try again in a moment.',
  'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.':
    'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.',
  'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.':
    'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.',
  'Something went wrong. Please try again later.': 'Something went wrong. Please try again later.',

  // Sign-up, sign-in and profile (contracts/auth.schema.ts, the account commands)
  'Please enter a valid email': 'Please enter a valid email',
  'Password must be at least 6 characters': 'Password must be at least 6 characters',
  'Password is too long': 'Password is too long',
  'Full name must be at least 2 characters': 'Full name must be at least 2 characters',
  'Full name is too long': 'Full name is too long',
  'Username must be at least 3 characters': 'Username must be at least 3 characters',
  'Username must be at most 30 characters': 'Username must be at most 30 characters',
  'Username may contain only letters, numbers, dots, dashes and underscores':
    'Username may contain only letters, numbers, dots, dashes and underscores',
  "Passwords don't match": "Passwords don't match",
  'Email is required': 'Email is required',
  'Password is required': 'Password is required',
  'Phone number is too long': 'Phone number is too long',
  'Please enter a valid phone number': 'Please enter a valid phone number',
  'Account already exists': 'Account already exists',
  'User not found': 'User not found',
  'You can only edit your own profile.': 'You can only edit your own profile.',
  'Nothing to change': 'Nothing to change',

  // Listings (contracts/item.schema.ts, the item commands and queries)
  'Title must be at least 5 characters': 'Title must be at least 5 characters',
  'Title must be at most 100 characters': 'Title must be at most 100 characters',
  'Description must be at least 20 characters': 'Description must be at least 20 characters',
  'Description must be at most 5000 characters': 'Description must be at most 5000 characters',
  'Please select a category': 'Please select a category',
  'Please select a currency': 'Please select a currency',
  'Daily price must be a positive number': 'Daily price must be a positive number',
  'Weekly price must be a positive number if provided': 'Weekly price must be a positive number if provided',
  'Monthly price must be a positive number if provided':
    'Monthly price must be a positive number if provided',
  'Yearly price must be a positive number if provided': 'Yearly price must be a positive number if provided',
  'Price must be at most 1,000,000': 'Price must be at most 1,000,000',
  'Security deposit must be a non-negative number': 'Security deposit must be a non-negative number',
  'Location is required': 'Location is required',
  'Location must be at most 200 characters': 'Location must be at most 200 characters',
  'At least 1 item must be available': 'At least 1 item must be available',
  'Maximum 100 items allowed': 'Maximum 100 items allowed',
  'Quantity must be a whole number': 'Quantity must be a whole number',
  'You must agree to the terms and conditions': 'You must agree to the terms and conditions',
  'At least one image is required': 'At least one image is required',
  'Maximum {{count}} images allowed': 'Maximum {{count}} images allowed',
  'You can only upload up to {{count}} images in total.':
    'You can only upload up to {{count}} images in total.',
  'Images must be uploaded here first': 'Images must be uploaded here first',
  'Approval status must be approved or rejected': 'Approval status must be approved or rejected',
  'Reason must be at most 500 characters': 'Reason must be at most 500 characters',
  'Item not found': 'Item not found',
  'Only the owner of this item can change it.': 'Only the owner of this item can change it.',
  'This item has bookings in progress. Cancel or complete them before deleting it.':
    'This item has bookings in progress. Cancel or complete them before deleting it.',

  // Search filters (contracts/item.schema.ts, search)
  'Search must be at most 200 characters': 'Search must be at most 200 characters',
  'Minimum price must not be negative': 'Minimum price must not be negative',
  'Maximum price must not be negative': 'Maximum price must not be negative',
  'Minimum price must not exceed the maximum price': 'Minimum price must not exceed the maximum price',
  'Unsupported currency': 'Unsupported currency',
  'Latitude must be between -90 and 90': 'Latitude must be between -90 and 90',
  'Longitude must be between -180 and 180': 'Longitude must be between -180 and 180',
  'Radius must be positive': 'Radius must be positive',

  // Places and onboarding
  'Invalid coordinates': 'Invalid coordinates',
  'Unknown location': 'Unknown location',
  'The search text must be at most 100 characters': 'The search text must be at most 100 characters',
  'Too many location requests. Please try again in {{seconds}} second.':
    'Too many location requests. Please try again in {{seconds}} second.',
  'Too many location requests. Please try again in {{seconds}} seconds.':
    'Too many location requests. Please try again in {{seconds}} seconds.',
  'Please choose one of the listed languages': 'Please choose one of the listed languages',
  'Budget must be between 10 and 500 per day': 'Budget must be between 10 and 500 per day',
  'Minimum budget cannot exceed maximum budget': 'Minimum budget cannot exceed maximum budget',
  'Budget must be a multiple of 10': 'Budget must be a multiple of 10',
  'Please choose one of the listed options': 'Please choose one of the listed options',

  // Image uploads (uploads/image-processing.ts, the upload route) and the uploader's own stand-ins when an answer has no message
  'Only image files are allowed': 'Only image files are allowed',
  'Image size should not exceed 5MB': 'Image size should not exceed 5MB',
  'The image is damaged or incomplete. Please choose another file.':
    'The image is damaged or incomplete. Please choose another file.',
  'The image is too large in pixels. Please choose a smaller image.':
    'The image is too large in pixels. Please choose a smaller image.',
  'The file name is not allowed.': 'The file name is not allowed.',
  'The file contains something other than an image.': 'The file contains something other than an image.',
  'Choose an image to upload.': 'Choose an image to upload.',
  'The upload could not be read.': 'The upload could not be read.',
  'Please sign in to upload images.': 'Please sign in to upload images.',
  'Too many uploads. Please wait a moment and try again.':
    'Too many uploads. Please wait a moment and try again.',
  'The image could not be uploaded. Please try again.': 'The image could not be uploaded. Please try again.',
  'Could not reach the server. Please check your connection and try again.':
    'Could not reach the server. Please check your connection and try again.',

  // Rate limits (gateway/src/modules/accounts/rate-limits.ts)
  'Too many login attempts. Please try again in {{minutes}} minute.':
    'Too many login attempts. Please try again in {{minutes}} minute.',
  'Too many login attempts. Please try again in {{minutes}} minutes.':
    'Too many login attempts. Please try again in {{minutes}} minutes.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minute.':
    'Too many sign-up attempts from this network. Please try again in {{minutes}} minute.',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minutes.':
    'Too many sign-up attempts from this network. Please try again in {{minutes}} minutes.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minute.':
    'Too many verification e-mail requests. Please try again in {{minutes}} minute.',
  'Too many verification e-mail requests. Please try again in {{minutes}} minutes.':
    'Too many verification e-mail requests. Please try again in {{minutes}} minutes.',
  'Too many uploads. Please try again in {{minutes}} minute.':
    'Too many uploads. Please try again in {{minutes}} minute.',
  'Too many uploads. Please try again in {{minutes}} minutes.':
    'Too many uploads. Please try again in {{minutes}} minutes.',
  'Too many page views. Please slow down and try again shortly.':
    'Too many page views. Please slow down and try again shortly.',

  // Booking requests, payments and cards (contracts/booking.schema.ts, card.ts, the bookings service)
  'Date selection required: Please select both start and end dates.':
    'Date selection required: Please select both start and end dates.',
  'Payment method required: Please select or add a payment method.':
    'Payment method required: Please select or add a payment method.',
  'Dates must be real calendar dates (yyyy-mm-dd)': 'Dates must be real calendar dates (yyyy-mm-dd)',
  'The end date cannot be before the start date': 'The end date cannot be before the start date',
  'Past dates cannot be selected': 'Past dates cannot be selected',
  // Search by dates (services/core/src/contracts/search-dates.schema.ts)
  'Past dates cannot be searched': 'Past dates cannot be searched',
  'Please give the first day too: a search by dates needs both a start and an end date':
    'Please give the first day too: a search by dates needs both a start and an end date',
  'Please give the last day too: a search by dates needs both a start and an end date':
    'Please give the last day too: a search by dates needs both a start and an end date',
  'A rental can last at most 365 days': 'A rental can last at most 365 days',
  'Rentals can start at most 730 days ahead': 'Rentals can start at most 730 days ahead',
  'Please enter a delivery address': 'Please enter a delivery address',
  'The delivery address must be at most 300 characters':
    'The delivery address must be at most 300 characters',
  'The message must be at most 1000 characters': 'The message must be at most 1000 characters',
  'Notes must be at most 1000 characters': 'Notes must be at most 1000 characters',
  'The total price must be a positive number': 'The total price must be a positive number',
  'Amounts can have at most 2 decimal places': 'Amounts can have at most 2 decimal places',
  "This booking's total is above the maximum of 419,750,000.00":
    "This booking's total is above the maximum of 419,750,000.00",
  'The amount the owner keeps must be a number from 0': 'The amount the owner keeps must be a number from 0',
  'Please give a reason': 'Please give a reason',
  'The damage amount must be a positive number': 'The damage amount must be a positive number',
  'Please choose a rating from 1 to 5 stars': 'Please choose a rating from 1 to 5 stars',
  'The review must be at most 2000 characters': 'The review must be at most 2000 characters',
  'Please enter a valid card number': 'Please enter a valid card number',
  'Please enter the name on the card': 'Please enter the name on the card',
  'Please enter the expiry date as MM/YY': 'Please enter the expiry date as MM/YY',
  'This card has expired': 'This card has expired',
  'The security code is 3 or 4 digits': 'The security code is 3 or 4 digits',
  'Please enter the card again: its reference is not a Stripe payment method (pm_…)':
    'Please enter the card again: its reference is not a Stripe payment method (pm_…)',
  'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC':
    'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC',
  'This server takes the card’s details: it does not pay through Stripe':
    'This server takes the card’s details: it does not pay through Stripe',
  'This card could not be found. Please enter it again.':
    'This card could not be found. Please enter it again.',
  'Your card has insufficient funds.': 'Your card has insufficient funds.',
  'The payment could not be processed. Please try again.':
    'The payment could not be processed. Please try again.',
  'This payment method is not available. Please choose another.':
    'This payment method is not available. Please choose another.',
  'Choose a saved payment method or a new card, not both.':
    'Choose a saved payment method or a new card, not both.',
  'Payment method not found': 'Payment method not found',
  'You cannot rent your own item.': 'You cannot rent your own item.',
  'This item is not available for rent right now.': 'This item is not available for rent right now.',
  'The price of this rental has changed: {{days}} day now cost {{total}} including the service fee. Please review and try again.':
    'The price of this rental has changed: {{days}} day now cost {{total}} including the service fee. Please review and try again.',
  'The price of this rental has changed: {{days}} days now cost {{total}} including the service fee. Please review and try again.':
    'The price of this rental has changed: {{days}} days now cost {{total}} including the service fee. Please review and try again.',

  // Booking steps, damage and reviews (the bookings service, the booking resolvers)
  'Booking not found': 'Booking not found',
  'You can only see your own bookings.': 'You can only see your own bookings.',
  'Only the owner can do that.': 'Only the owner can do that.',
  'Only the renter can do that.': 'Only the renter can do that.',
  'Only the renter or owner can do that.': 'Only the renter or owner can do that.',
  'This booking is {{status}}: it cannot be {{action}} now.':
    'This booking is {{status}}: it cannot be {{action}} now.',
  'This request expired: the owner did not answer within 48 hours.':
    'This request expired: the owner did not answer within 48 hours.',
  'A damage report is open on this booking: it is settled by the renter or an admin.':
    'A damage report is open on this booking: it is settled by the renter or an admin.',
  'Damage was already reported for this booking.': 'Damage was already reported for this booking.',
  'Damage can be reported within {{days}} days of the return.':
    'Damage can be reported within {{days}} days of the return.',
  'The damage amount can be at most {{amount}} (the deposit, less any late fee).':
    'The damage amount can be at most {{amount}} (the deposit, less any late fee).',
  'This damage report was already answered.': 'This damage report was already answered.',
  'There is no damage report to answer.': 'There is no damage report to answer.',
  'Only an admin can decide a dispute.': 'Only an admin can decide a dispute.',
  'You rent or own this booking: another admin decides its dispute.':
    'You rent or own this booking: another admin decides its dispute.',
  'This booking has no disputed damage report.': 'This booking has no disputed damage report.',
  // Protection at checkout (issue 26 §2): the request's flag, the claim above the deposit and its admin decision
  'Protection must be true or false': 'Protection must be true or false',
  'The protection fee must be a number from 0': 'The protection fee must be a number from 0',
  'A protection fee was given without protection: add protection or leave the fee out':
    'A protection fee was given without protection: add protection or leave the fee out',
  'The price of protection for this rental has changed: it now costs {{fee}}. Please review and try again.':
    'The price of protection for this rental has changed: it now costs {{fee}}. Please review and try again.',
  'The decision must be approve or reject': 'The decision must be approve or reject',
  'This booking has no protection claim to decide.': 'This booking has no protection claim to decide.',
  'This protection claim was already decided.': 'This protection claim was already decided.',
  'Only an admin can decide a protection claim.': 'Only an admin can decide a protection claim.',
  'You rent or own this booking: another admin decides its protection claim.':
    'You rent or own this booking: another admin decides its protection claim.',
  'status must be pending, decided or all': 'status must be pending, decided or all',
  "The damage amount can be at most {{amount}} (the deposit, less any late fee, plus the protection's cover of {{cover}}).":
    "The damage amount can be at most {{amount}} (the deposit, less any late fee, plus the protection's cover of {{cover}}).",
  'The owner can keep at most the claimed {{amount}} from the deposit.':
    'The owner can keep at most the claimed {{amount}} from the deposit.',
  'The owner can keep at most the claimed {{amount}}.': 'The owner can keep at most the claimed {{amount}}.',
  'The review window for this rental has closed.': 'The review window for this rental has closed.',
  'You have already reviewed this rental.': 'You have already reviewed this rental.',
  'Review not found': 'Review not found',

  // Notes the worker stores on a booking (services/bookings/src/jobs/timers.ts), shown where its reason or note is
  'The owner did not answer within 48 hours.': 'The owner did not answer within 48 hours.',
  'Completed automatically': 'Completed automatically',

  // Parts the booking step message above puts in its {{status}} and {{action}} (BOOKING_STATUS_LABELS, ACTION_WORDS)
  'Pending Approval': 'Pending Approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
  'Ready for Pickup': 'Ready for Pickup',
  'In Transit': 'In Transit',
  'With You': 'With You',
  Returned: 'Returned',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  'marked ready for pickup': 'marked ready for pickup',
  'marked as shipped': 'marked as shipped',
  'marked as received': 'marked as received',
  'marked as returned': 'marked as returned',
  'checked in': 'checked in',
  'reported as damaged': 'reported as damaged',
  answered: 'answered',
  decided: 'decided',
  reviewed: 'reviewed',

  // Messages between members (services/messaging/src/contracts.ts, the messaging resolvers)
  'Message required: Please enter a message': 'Message required: Please enter a message',
  'Messages are limited to 2,000 characters': 'Messages are limited to 2,000 characters',
  'You cannot message yourself': 'You cannot message yourself',
  'This account cannot send messages': 'This account cannot send messages',
  'That booking is not between you two': 'That booking is not between you two',
  'That item is not listed by either of you': 'That item is not listed by either of you',
  'You can only read your own messages': 'You can only read your own messages',
  'You can only send messages as yourself': 'You can only send messages as yourself',
  'This unsubscribe link is invalid.': 'This unsubscribe link is invalid.',
  'You are sending messages too fast. Try again in {{seconds}} second.':
    'You are sending messages too fast. Try again in {{seconds}} second.',
  'You are sending messages too fast. Try again in {{seconds}} seconds.':
    'You are sending messages too fast. Try again in {{seconds}} seconds.',

  // Administration (gateway/src/modules/admin, tracking)
  'You cannot unverify your own account': 'You cannot unverify your own account',
  'You cannot lock your own account': 'You cannot lock your own account',
  'You cannot remove your own admin role': 'You cannot remove your own admin role',
  'The last admin cannot be demoted': 'The last admin cannot be demoted',
  'Subject is required': 'Subject is required',
  'Subject must be at most 200 characters': 'Subject must be at most 200 characters',
  'Subject must be one line': 'Subject must be one line',
  'Message is required': 'Message is required',
  'Message must be at most 10,000 characters': 'Message must be at most 10,000 characters',
  'The e-mail could not be sent. Please try again in a moment.':
    'The e-mail could not be sent. Please try again in a moment.',
  'A search may be at most 200 characters': 'A search may be at most 200 characters',
  'Control characters are not allowed': 'Control characters are not allowed',
  'The form has a part after the image. Send the image alone.':
    'The form has a part after the image. Send the image alone.',
  'The form has too many parts. Send one image alone.': 'The form has too many parts. Send one image alone.',
  'The upload could not be read: a part of the form is malformed.':
    'The upload could not be read: a part of the form is malformed.',
  'The upload could not be read: it goes on after the end of the form.':
    'The upload could not be read: it goes on after the end of the form.',
  'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).':
    'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).',
  'The upload ended before the form did. Please try again.':
    'The upload ended before the form did. Please try again.',
  'This password reset link is invalid or has expired.':
    'This password reset link is invalid or has expired.',

  // Availability rules and blocked dates (issue 23: core's availability.schema.ts, bookings' availability)
  "These dates cannot be booked under this listing's availability rules":
    "These dates cannot be booked under this listing's availability rules",
  'The minimum rental must be a whole number of days from 1 to 365':
    'The minimum rental must be a whole number of days from 1 to 365',
  'The maximum rental must be empty (no limit) or a whole number of days from 1 to 365':
    'The maximum rental must be empty (no limit) or a whole number of days from 1 to 365',
  'The maximum rental cannot be shorter than the minimum':
    'The maximum rental cannot be shorter than the minimum',
  'Days between rentals must be a whole number from 0 to 30':
    'Days between rentals must be a whole number from 0 to 30',
  'Advance notice must be a whole number of days from 0 to 365':
    'Advance notice must be a whole number of days from 0 to 365',
  'How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to 730':
    'How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to 730',
  'How far ahead it can be booked must be longer than the advance notice':
    'How far ahead it can be booked must be longer than the advance notice',
  'Please choose the first and last day to block': 'Please choose the first and last day to block',
  'The last blocked day cannot be before the first': 'The last blocked day cannot be before the first',
  'Past dates cannot be blocked': 'Past dates cannot be blocked',
  'Dates can be blocked at most 1095 days ahead': 'Dates can be blocked at most 1095 days ahead',
  'The note must be at most 200 characters': 'The note must be at most 200 characters',
  'A listing can have at most 200 blocked ranges. Please remove some first.':
    'A listing can have at most 200 blocked ranges. Please remove some first.',
  'This blocked range does not exist': 'This blocked range does not exist',
  'These dates come from an imported calendar: they change when that calendar does':
    'These dates come from an imported calendar: they change when that calendar does',
  'Only the owner of this item can change its availability.':
    'Only the owner of this item can change its availability.',
  'This item can be rented for at least {{count}} days':
    'This item can be rented for at least {{count}} days',
  'This item can be rented for one day at most': 'This item can be rented for one day at most',
  'This item can be rented for at most {{count}} days': 'This item can be rented for at most {{count}} days',
  'This item needs advance notice: the earliest start date is {{date}}':
    'This item needs advance notice: the earliest start date is {{date}}',
  'This item can only be booked until {{date}}': 'This item can only be booked until {{date}}',
  'The owner has blocked some of these dates': 'The owner has blocked some of these dates',
  'These dates are too close to another booking: the owner keeps a day free between rentals':
    'These dates are too close to another booking: the owner keeps a day free between rentals',
  'These dates are too close to another booking: the owner keeps {{count}} days free between rentals':
    'These dates are too close to another booking: the owner keeps {{count}} days free between rentals',
  'These dates overlap booking #{{id}} ({{startDate}} to {{endDate}}). It must end or be cancelled before they can be blocked.':
    'These dates overlap booking #{{id}} ({{startDate}} to {{endDate}}). It must end or be cancelled before they can be blocked.',
  // Calendar sync (issue 23 §3: core's availability.schema.ts CalendarMessages, the iCal feed route)
  'Please enter the address of the calendar to import': 'Please enter the address of the calendar to import',
  'The calendar address must be a web address starting with http:// or https://':
    'The calendar address must be a web address starting with http:// or https://',
  'The calendar address must be at most 2000 characters':
    'The calendar address must be at most 2000 characters',
  'The calendar address must not contain a user name or password':
    'The calendar address must not contain a user name or password',
  "The calendar's name must be at most 60 characters": "The calendar's name must be at most 60 characters",
  'A listing can import at most 10 calendars. Please remove one first.':
    'A listing can import at most 10 calendars. Please remove one first.',
  'This calendar is already imported for this listing': 'This calendar is already imported for this listing',
  'This imported calendar does not exist': 'This imported calendar does not exist',
  'Calendar not found': 'Calendar not found',
  // Numbers read from a request (core's request.schema.ts)
  'Must be a whole number': 'Must be a whole number',
  // API tokens (core's api-token.schema.ts, issue 25 §3)
  'Give the token a name': 'Give the token a name',
  'A token name is at most 100 characters': 'A token name is at most 100 characters',
  'Choose at least one scope: read or write': 'Choose at least one scope: read or write',
  'Scopes are read, write, admin:read or admin:write': 'Scopes are read, write, admin:read or admin:write',
  'Only admins can give a token admin scopes': 'Only admins can give a token admin scopes',
  'The expiry must be a date and time (ISO 8601) in the future':
    'The expiry must be a date and time (ISO 8601) in the future',
  'You can have at most 50 API tokens; revoke one first':
    'You can have at most 50 API tokens; revoke one first',
  'No such API token': 'No such API token',
  'API tokens cannot create, list or revoke API tokens; sign in to manage them':
    'API tokens cannot create, list or revoke API tokens; sign in to manage them',
  'This API token is invalid, expired or revoked.': 'This API token is invalid, expired or revoked.',
  "This API token has read access only: this needs a token with the 'write' scope.":
    "This API token has read access only: this needs a token with the 'write' scope.",
  "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.":
    "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.",
  "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.":
    "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.",
  "This needs an admin's API token with the 'admin:write' scope.":
    "This needs an admin's API token with the 'admin:write' scope.",
  'This API token made too many requests this minute. Try again after the Retry-After seconds.':
    'This API token made too many requests this minute. Try again after the Retry-After seconds.',
  'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.':
    'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.',
  // Reports and blocks (issue 26 §3)
  "The target type is 'item' or 'user'": "The target type is 'item' or 'user'",
  'Name the listing or member you are reporting': 'Name the listing or member you are reporting',
  'Choose a reason: scam, inappropriate, prohibited_item, harassment or other':
    'Choose a reason: scam, inappropriate, prohibited_item, harassment or other',
  'The note is at most 1,000 characters': 'The note is at most 1,000 characters',
  'The note must be text without control characters': 'The note must be text without control characters',
  'You have already reported this, and an administrator has not yet looked at it.':
    'You have already reported this, and an administrator has not yet looked at it.',
  'You cannot report yourself or your own listing.': 'You cannot report yourself or your own listing.',
  'Report not found': 'Report not found',
  'The action is dismiss, hide_listing, lock_member or warn':
    'The action is dismiss, hide_listing, lock_member or warn',
  'This report has already been resolved.': 'This report has already been resolved.',
  'Only a report about a listing can hide a listing.': 'Only a report about a listing can hide a listing.',
  'You have sent too many reports. Try again in {{seconds}} seconds.':
    'You have sent too many reports. Try again in {{seconds}} seconds.',
  'You cannot block yourself.': 'You cannot block yourself.',
  'You have not blocked this member.': 'You have not blocked this member.',
  'You cannot message this member: one of you has blocked the other.':
    'You cannot message this member: one of you has blocked the other.',
  "You cannot book this member's items: one of you has blocked the other.":
    "You cannot book this member's items: one of you has blocked the other.",
  "The status is 'open' or 'resolved'": "The status is 'open' or 'resolved'",
  'The warning e-mail could not be sent. Please try again in a moment.':
    'The warning e-mail could not be sent. Please try again in a moment.',
  // Identity checks (issue 26 §1).
  'Add a photo of the front of your identity document, and of its back if it has one':
    'Add a photo of the front of your identity document, and of its back if it has one',
  'Add a selfie': 'Add a selfie',
  'Each photo must be a different upload': 'Each photo must be a different upload',
  'Give the member a reason for the rejection': 'Give the member a reason for the rejection',
  'Identity check not found': 'Identity check not found',
  "The decision is 'verified' or 'rejected'": "The decision is 'verified' or 'rejected'",
  'The reason is at most 500 characters': 'The reason is at most 500 characters',
  'The reason must be text without control characters': 'The reason must be text without control characters',
  "The status is 'submitted', 'verified' or 'rejected'":
    "The status is 'submitted', 'verified' or 'rejected'",
  'This identity check has already been decided.': 'This identity check has already been decided.',
  'This link is not valid or has expired.': 'This link is not valid or has expired.',
  'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used':
    'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used',
  'Your identity check is waiting for an administrator.':
    'Your identity check is waiting for an administrator.',
  'Your identity is already verified.': 'Your identity is already verified.',
} as const;

/** English strings of the 'reviews' namespace (see ../README.md). */
export default {
  panel: {
    heading: 'Reviews',
    loading: 'Loading reviews',
    empty: 'No reviews yet',
    loadFailed: 'Could not load the reviews.',
    count_one: '{{count}} review',
    count_other: '{{count}} reviews',
  },
  roles: {
    renter: 'Renter',
    owner: 'Owner',
  },
  stars: {
    legend: 'Rating',
    rated: 'Rated {{rating}} out of {{max}}',
    choice_one: '{{count}} star – {{word}}',
    choice_other: '{{count}} stars – {{word}}',
    poor: 'Poor',
    fair: 'Fair',
    good: 'Good',
    veryGood: 'Very good',
    excellent: 'Excellent',
  },
  dialog: {
    title: 'Review {{name}}',
    aboutRenter: 'How was {{item}}, and renting it from {{name}}? Your stars also rate the item.',
    theItem: 'the item',
    aboutOwner: 'How was renting {{item}} to {{name}}?',
    yourItem: 'your item',
    publication:
      'Reviews are published once both sides have written theirs, or {{days}} days after the rental ended.',
    comment: 'Comment',
    placeholder: 'What went well, and what could have gone better?',
    optional: 'Optional · {{length}}/{{max}}',
    cancel: 'Cancel',
    submit: 'Submit Review',
    submitting: 'Submitting...',
    close: 'Close',
    submittedTitle: 'Review submitted',
    submittedDescription:
      'Thank you! It will be published once {{name}} has reviewed too, or when the review window closes.',
    failedTitle: 'Review failed',
    networkError: 'Could not reach the server. Please check your connection and try again.',
    saveError: 'Your review could not be saved. Please try again.',
  },
} as const;

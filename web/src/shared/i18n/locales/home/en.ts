/** English strings of the 'home' namespace: the landing page's sections (spec §2 Home). */
export default {
  hero: {
    badge: 'The peer-to-peer rental marketplace',
    title: 'Rent Anything, From Anyone',
    body: 'Borrow what you need from people nearby and earn money from the things you own. Save money and reduce waste, with verified users, secure payments and optional insurance.',
    findItems: 'Find Items to Rent',
    listItems: 'List Your Items',
    popularCategories: 'Popular categories',
    when: 'When?',
    from: 'From',
    to: 'To',
    findAvailable: 'Find available items',
    dateProblems: {
      needStart: 'Choose the first day too',
      needEnd: 'Choose the last day too',
      endBeforeStart: 'The last day cannot be before the first',
      past: 'Past dates cannot be searched',
    },
  },
  categories: {
    title: 'Browse by Category',
    subtitle: 'Find exactly what you need',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
  },
  featured: {
    title: 'Featured Items',
    subtitle: 'Popular items available for rent',
    viewAll: 'View All',
    viewAllName: 'View All items',
    loading: 'Loading featured items',
    error: 'Unable to load featured items. Please try again later.',
    empty: 'No items are available yet.',
  },
  recent: {
    title: 'Recently Added',
    subtitle: 'The newest items in our marketplace',
    loading: 'Loading recent items',
    error: 'Unable to load recent items. Please try again later.',
    empty: 'No items have been added yet.',
    beFirst: 'Be the first to list an item!',
    new: 'NEW',
  },
  how: {
    title: 'How it works',
    subtitle: 'Renting takes three simple steps',
    step: 'Step {{number}}',
    find: {
      title: 'Find what you need',
      text: 'Search thousands of items near you, from cameras and tools to bikes and camping gear.',
    },
    book: {
      title: 'Book and coordinate',
      text: 'Pick your dates, send a request and agree pickup or delivery with the owner.',
    },
    rent: {
      title: 'Rent and return',
      text: 'Enjoy the item, then return it on time in the condition you received it.',
    },
  },
  why: {
    title: 'Why rent?',
    subtitle: 'Good for your wallet, your neighbours and the planet',
    save: { title: 'Save money', text: 'Rent for a day what you would only use once a year.' },
    waste: { title: 'Reduce waste', text: 'Share what already exists instead of buying new.' },
    secure: {
      title: 'Secure and trustworthy',
      text: 'Verified members, ratings and security deposits protect every rental.',
    },
    community: {
      title: 'Support local community',
      text: 'Your money stays with neighbours who earn from the things they own.',
    },
  },
  testimonials: {
    title: 'What our community says',
    maya: {
      quote: 'I rented a cinema camera for a weekend shoot for a fraction of the price of buying one.',
      role: 'Filmmaker',
    },
    daniel: {
      quote: 'My power tools used to sit in the garage. Now they pay for themselves every month.',
      role: 'Owner',
    },
    priya: {
      quote: 'We borrowed a tent and two bikes for our holiday. Booking was quick and the owner was lovely.',
      role: 'Renter',
    },
  },
  cta: {
    title: 'Ready to start renting?',
    body: 'Earn money from the things you own, or find what you need today from people nearby.',
    browse: 'Browse Items',
  },
  app: {
    title: 'Take KoalaRent with you',
    body: 'Browse, book and chat with owners on the go. Get notified the moment your rental request is approved.',
  },
} as const;

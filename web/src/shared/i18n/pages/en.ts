/**
 * The `pages` namespace: How It Works, the category index and the information pages linked from the footer.
 * Loaded with those routes only (see ../i18n.ts), so none of this weighs on the landing page.
 * Facts here must match the product: fee (spec §9: 15 % of the rental subtotal), deposit and payment rules
 * (spec §1), cookie and storage names (gateway/src/session/cookies.ts, web/src/shared/storage/keys.ts).
 */
export const pagesEn = {
  howItWorks: {
    hero: {
      title: 'How KoalaRent Works',
      subtitle:
        'Rent what you need from people nearby, or earn money from the things you already own. Here is how a rental goes from search to review.',
    },
    process: {
      title: 'Renting in five steps',
      step: 'Step {{number}}',
      find: {
        title: 'Find what you need',
        body: 'Search by keyword, category, price or distance and compare photos, prices, deposits and owner ratings.',
      },
      book: {
        title: 'Book your dates',
        body: 'Pick your rental dates and send a request. You see the full price, fee and deposit before you confirm.',
      },
      coordinate: {
        title: 'Coordinate with the owner',
        body: 'Message the owner to agree on pickup or delivery, timing and anything you should know about the item.',
      },
      use: {
        title: 'Use and return',
        body: 'Confirm receipt when you get the item, enjoy it, and hand it back in the same condition by the end date.',
      },
      review: {
        title: 'Leave a review',
        body: 'Rate the item and the owner. Honest reviews help the next renter choose and keep the community trustworthy.',
      },
    },
    owners: {
      title: 'For owners',
      subtitle: 'Your drill, tent or camera spends most of its life on a shelf. Let it work for you.',
      income: {
        title: 'Earn extra income',
        body: 'Set your own daily, weekly and monthly prices. Every rental pays for the things you already own.',
      },
      safe: {
        title: 'Safe and secure',
        body: 'Renters are verified members, payment is held until you approve, and a security deposit protects your item.',
      },
      community: {
        title: 'Help your community',
        body: 'Neighbours get what they need without buying new, and fewer things end up unused or in landfill.',
      },
      cta: 'Start Listing',
    },
    faq: {
      title: 'Frequently asked questions',
      payment: {
        question: 'Is my payment secure?',
        answer:
          'Yes. Your payment is held securely and is only released once the owner approves your booking. If the owner declines, you are not charged.',
      },
      damage: {
        question: 'What happens if an item is damaged?',
        answer:
          'Every rental carries a security deposit. It is refunded after the owner confirms the item came back in the same condition. If the item is damaged, the owner can claim repair costs up to the amount of the deposit.',
      },
      buying: {
        question: 'How is renting different from buying?',
        answer:
          'You pay only for the days you use something, with no storage, upkeep or resale to worry about. It suits things you need once or twice a year, or want to try before buying.',
      },
      fees: {
        question: 'What fees does KoalaRent charge?',
        answer:
          'A service fee of 15% of the rental subtotal (daily price × days) is added to each booking. It is shown, with the total and the deposit, before you confirm. Listing an item is free.',
      },
    },
    cta: {
      title: 'Ready to find something?',
      body: 'Thousands of everyday things are waiting a few streets away.',
      browse: 'Browse Items',
    },
  },
  categories: {
    title: 'Browse by category',
    subtitle: 'Every category on KoalaRent, with the number of items you can rent right now.',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
    loading: 'Loading categories...',
    error: 'Unable to load categories. Please try again later.',
    empty: 'No categories yet.',
    browseAll: 'Browse all items',
  },
  blog: {
    title: 'KoalaRent Blog',
    lead: 'News from the marketplace and tips for renters and owners.',
    posts: [
      {
        date: '2025-03-04',
        title: 'Five things worth renting before you buy',
        summary:
          'A pressure washer you use once a year, a mirrorless camera for a trip, a cargo bike for a move: we looked at what members rent most and when renting beats owning.',
      },
      {
        date: '2025-02-11',
        title: 'Writing a listing that rents',
        summary:
          'Clear photos in daylight, an honest description of the condition, a fair daily price and a sensible deposit. Owners with complete listings get their first booking sooner.',
      },
      {
        date: '2025-01-20',
        title: 'Prices in your currency',
        summary:
          'KoalaRent shows prices in seven currencies. Pick yours in the header: every price converts, and the US dollar amount stays alongside for reference.',
      },
    ],
  },
  info: {
    updated: 'Last updated {{date}}',
    about: {
      title: 'About Us',
      lead: 'KoalaRent is a peer-to-peer rental marketplace: rent anything, from anyone, nearby.',
      updated: '',
      sections: [
        {
          heading: 'Why we exist',
          paragraphs: [
            'Most households own things they use a few times a year. Meanwhile their neighbours buy the same things new. We connect the two, so people save money and fewer things are made, shipped and thrown away.',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'Members list cameras, tools, bikes, games, electronics and outdoor gear at their own prices. Renters find them by word, category, price and distance, book dates, coordinate with the owner by message and review each other afterwards.',
            'Every listing is checked by our team before it is published, and member ranks reward owners and renters who build a good track record.',
          ],
        },
      ],
    },
    trustSafety: {
      title: 'Trust & Safety',
      lead: 'Renting from a stranger should feel as safe as borrowing from a friend. This is what we do about it.',
      updated: '',
      sections: [
        {
          heading: 'Verified members',
          paragraphs: [
            'Every account confirms its e-mail address before it can sign in, and a Verified badge marks members whose identity has been checked. Ranks show how many rentals a member has completed and how they were rated.',
          ],
        },
        {
          heading: 'Payments and deposits',
          paragraphs: [
            'Payment is held until the owner approves the booking. The security deposit is refunded after the owner confirms the item came back in good condition; damage claims are limited to the deposit.',
          ],
        },
        {
          heading: 'Reviewed listings',
          paragraphs: [
            'New listings, and listings whose title, description, category or photos change, are reviewed before they are shown. Uploaded photos are re-encoded and stripped of location data.',
          ],
        },
        {
          heading: 'Staying safe',
          paragraphs: ['A few habits make every rental go smoothly:'],
          bullets: [
            'Keep your conversations and payments on KoalaRent.',
            'Meet in a public place or at the owner’s address you agreed in messages.',
            'Check the item together at pickup and at return, and take photos.',
            'Never pay a rental or a deposit outside KoalaRent, whatever the reason given.',
          ],
        },
      ],
    },
    help: {
      title: 'Help Center',
      lead: 'Answers to the questions members ask most often.',
      updated: '',
      sections: [
        {
          heading: 'How do I rent an item?',
          paragraphs: [
            'Open the item, choose Rent Now, pick your dates and send the request. You see the daily price × days, the 15% service fee and the security deposit before you confirm.',
          ],
        },
        {
          heading: 'How do I list an item?',
          paragraphs: [
            'Sign in and choose List Your Item. Add a title, a description of at least 20 characters, a category, a daily price and up to 10 photos of 5 MB each. Your listing appears once our team has approved it.',
          ],
        },
        {
          heading: 'I did not receive the verification e-mail.',
          paragraphs: [
            'Check your spam folder first. Links stay valid for 48 hours; if yours has expired, sign in with your e-mail and password and the sign-in form offers to send a new one.',
          ],
        },
        {
          heading: 'How do I change the currency or language?',
          paragraphs: [
            'Use the language and currency menus in the header (in the menu on small screens). Your choice is remembered on this device.',
          ],
        },
        {
          heading: 'How do I contact an owner?',
          paragraphs: [
            'Sign in and use Message Owner on the item page, or the Message button on an item card. Conversations are under Messages in your account.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of Service',
      lead: 'These terms apply to everyone who browses, rents or lists on KoalaRent.',
      updated: '2025-01-15',
      sections: [
        {
          heading: '1. Your account',
          paragraphs: [
            'You must give accurate details and keep your password to yourself. You are responsible for what happens under your account. We may lock accounts that break these terms.',
          ],
        },
        {
          heading: '2. Listings',
          paragraphs: [
            'Owners may only list items they own or may lend, that are legal to rent and safe to use, described honestly with their own photos. We review listings before they are published and may reject or remove any listing.',
          ],
        },
        {
          heading: '3. Bookings and payments',
          paragraphs: [
            'A booking is a contract between renter and owner. The renter pays the daily price for each day of the rental (start and end days included) plus a 15% service fee, and a security deposit held for the owner. Payment is released once the owner approves.',
          ],
        },
        {
          heading: '4. Deposits and damage',
          paragraphs: [
            'Renters return items in the condition they received them. The deposit is refunded once the owner confirms the condition; claims for damage are limited to the deposit unless the law provides otherwise.',
          ],
        },
        {
          heading: '5. Conduct',
          paragraphs: [
            'Be respectful in messages and reviews. Reviews must reflect a real rental. Do not use KoalaRent to send spam, collect other members’ data or arrange payments outside the platform.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      lead: 'What we collect, why, and what you can do about it.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: ['We keep only what running the marketplace needs:'],
          bullets: [
            'Account details: name, username, e-mail address, optional phone number and profile photo.',
            'Listings, bookings, messages and reviews you create.',
            'Sign-in records (time, IP address, browser) to protect your account, and the pages and searches you view, so administrators can spot abuse.',
            'Your location, only when you allow it in the browser: it is sent with a search to find items near you and is not saved to your profile.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'To run your account, show your listings and profile to other members, process bookings, send the e-mails you need (verification, booking updates) and keep the platform safe. We do not sell personal data.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You can see and correct your profile at any time under My Account, switch a listing off or delete it under My Listings, and change your display language and currency without an account.',
          ],
        },
      ],
    },
    insurance: {
      title: 'Insurance and protection',
      lead: "What protects an item while it is rented out, what KoalaRent's optional protection covers, and what it does not.",
      updated: '',
      sections: [
        {
          heading: 'The security deposit',
          paragraphs: [
            "Every listing has a security deposit set by the owner. It is held on the renter's card during the rental and released after the owner confirms the item came back in good condition. If it did not, the owner can claim repair or replacement costs up to the deposit; the renter can accept the claim or dispute it, and an admin decides a dispute.",
          ],
        },
        {
          heading: 'Protection at checkout',
          paragraphs: [
            "When you rent an item, the review step offers optional protection. It costs {{percent}}% of the rent, at least {{minimum}} in the listing's currency, and is charged with the rent when the owner approves your request.",
            'If the owner cancels, or you cancel and the cancellation policy refunds the rent, the protection is refunded with it, in the same share: all of it with all of the rent, half of it with half of the rent.',
          ],
        },
        {
          heading: 'What protection covers',
          paragraphs: ['With protection, a damage claim can go beyond the deposit:'],
          bullets: [
            "Accidental damage during the rental that costs more than the security deposit, up to {{cap}} in the listing's currency above the deposit for one booking.",
            "The part above the deposit is checked by a KoalaRent admin and, once approved, paid to the owner from KoalaRent's protection fund.",
            'You are never charged more than the deposit, whatever the damage.',
          ],
        },
        {
          heading: 'What protection does not cover',
          paragraphs: ['Protection is not insurance of the item itself. It does not cover:'],
          bullets: [
            'Damage up to the deposit: that part is settled from the deposit as usual.',
            'Anything above the cover of {{cap}} per booking.',
            'Theft, loss, damage done on purpose, and normal wear and tear.',
            'Late-return fees, which are taken from the deposit.',
            'Rentals booked without protection: their claims stay limited to the deposit.',
          ],
        },
        {
          heading: 'If something goes wrong',
          paragraphs: [
            'Take photos of the item at pickup and at return, and tell the other member on KoalaRent straight away. The owner reports damage within 3 days of the return, with photos; the deposit is only released once the owner has confirmed the condition, so there is time to settle a claim.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookie Policy',
      lead: 'KoalaRent uses a few cookies and browser storage entries, all needed for the site to work. There are no advertising or tracking cookies.',
      updated: '2025-01-15',
      sections: [
        {
          heading: 'Cookies',
          paragraphs: ['Set by our server:'],
          bullets: [
            'koala.sid: your session while you are signed in. Not readable by scripts; it ends when you close the browser, or lasts 30 days if you choose Remember me.',
            'koalarent_session: a marker that a session exists, so the page knows to restore it. It holds no personal data and expires after 86400 seconds (24 hours).',
            'koala.oauth_state: set for 10 minutes while you sign in with Google, Facebook or X, to protect that sign-in.',
          ],
        },
        {
          heading: 'Local storage',
          paragraphs: ['Kept in your browser on this device:'],
          bullets: [
            'preferred-currency: the currency you chose for prices.',
            'koalarent-language: the display language you chose.',
            'koalarentAuth, koalarentUser, koalarentAuthTimestamp and koalarentRemember: whether you are signed in and your username, so the header shows them at once.',
            'koalarentFlash (session storage): a notice to show after the page reloads, for example after signing in.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'Because these entries are needed for signing in and remembering your settings, there is nothing to opt out of. You can delete them in your browser settings at any time; you will then be signed out and see prices in the default currency.',
          ],
        },
      ],
    },
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every language must fill (arrays keep their length: every translation has every paragraph). */
export type PagesTranslation = Widen<typeof pagesEn>;

import 'i18next';
import type admin from './locales/admin/en';
import type bookings from './locales/bookings/en';
import type devMailbox from './locales/devMailbox/en';
import type home from './locales/home/en';
import type identity from './locales/identity/en';
import type items from './locales/items/en';
import type listing from './locales/listing/en';
import type location from './locales/location/en';
import type messaging from './locales/messaging/en';
import type moderation from './locales/moderation/en';
import type money from './locales/money/en';
import type onboarding from './locales/onboarding/en';
import type ownerBookings from './locales/ownerBookings/en';
import type profile from './locales/profile/en';
import type progress from './locales/progress/en';
import type rental from './locales/rental/en';
import type reviews from './locales/reviews/en';
import type search from './locales/search/en';
import type serverMessages from './locales/serverMessages/en';
import type { pagesEn } from './pages/en';
import type { en } from './resources/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      pages: typeof pagesEn;
      admin: typeof admin;
      bookings: typeof bookings;
      devMailbox: typeof devMailbox;
      home: typeof home;
      identity: typeof identity;
      items: typeof items;
      listing: typeof listing;
      location: typeof location;
      messaging: typeof messaging;
      moderation: typeof moderation;
      money: typeof money;
      onboarding: typeof onboarding;
      ownerBookings: typeof ownerBookings;
      profile: typeof profile;
      progress: typeof progress;
      rental: typeof rental;
      reviews: typeof reviews;
      search: typeof search;
      serverMessages: typeof serverMessages;
    };
  }
}

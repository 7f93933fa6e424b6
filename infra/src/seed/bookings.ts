import {
  cardDetailsFromInput,
  createPaymentProvider,
  type PaymentProvider,
} from '@koalarent/bookings/client';
import { Booking, LedgerEntry, PaymentMethod, Review } from '@koalarent/bookings/entities';
import { type PostingLine, post } from '@koalarent/bookings/ledger';
import { refreshItemRating, refreshMember } from '@koalarent/bookings/ranks';
import { publishReviews } from '@koalarent/bookings/review';
import {
  ACTIVE_BOOKING_STATUSES,
  ApprovalStatus,
  AUTO_COMPLETE_DAYS,
  addDays,
  type BookingStatus,
  type Config,
  cancellationRefund,
  DAMAGE_REPORT_WINDOW_DAYS,
  DEMO_CARD,
  type EntityManager,
  EnvSchema,
  earliestStartDate,
  fromMinorUnits,
  type Item,
  lateFeeCents,
  type Orm,
  OutboxEvent,
  type PaymentStatus,
  quoteRental,
  REQUEST_EXPIRY_HOURS,
  REVIEW_WINDOW_DAYS,
  recordEvent,
  rentalDays,
  rentalDueAt,
  toIsoDate,
  type User,
} from '@koalarent/core';
import { DEMO_USERS } from './demo-data.js';
import type { DemoPlan } from './plan.js';

/**
 * Demo bookings (issue 8): a marketplace that has been running for a few weeks, so a newcomer signing in as a demo
 * member finds real rentals, requests, reviews and ranks. Every booking is written through the bookings service's own
 * rules — the quote, the cancellation policy and the late fee from core, the ledger's balanced postings, real holds
 * in the payment provider's books, the review publication and the rank refresh — so each one is a state the worker
 * could have reached, and the running app carries on from it (an owner approves a seeded request, the request
 * expiry and auto-completion timers fire).
 */

/** A day offset from today (UTC) and an hour (UTC) of that day. */
export type DemoMoment = readonly [day: number, hour: number];

export interface DemoReview {
  rating: number;
  comment: string;
}

export interface DemoBooking {
  /** Usernames from DEMO_USERS. */
  renter: string;
  owner: string;
  /** The title of one of the owner's listings. */
  item: string;
  status: BookingStatus;
  /** First day of the rental, in days from today (UTC); negative is in the past. */
  start: number;
  days: number;
  /** When the renter asked: a day offset, or for an open request hours before now (it must not have expired). */
  requested: { day: number } | { hoursAgo: number };
  message: string;
  /** Delivery to this address; pickup when absent. */
  deliveryAddress?: string;
  /** The owner's words: hand-over notes, or the reason of a rejection. */
  ownerNotes?: string;
  /** When the owner marked an awaiting-pickup booking ready (default: the evening before the start). */
  ready?: DemoMoment;
  returned?: DemoMoment;
  returnNotes?: string;
  /** Who cancelled, when and why; `afterApproval` when the owner had approved it (the policy then decides). */
  cancelled?: { by: 'renter' | 'owner'; afterApproval: boolean; at: DemoMoment; reason: string };
  rejected?: { reason: string };
  reviews?: { byRenter: DemoReview; byOwner: DemoReview };
}

const SYDNEY_ADDRESS = '27 Arden Street, Coogee NSW 2034';
const MELBOURNE_ADDRESS = '9 Rathdowne Street, Carlton VIC 3053';
const LONDON_ADDRESS = 'Flat 4, 18 Elgin Avenue, London W9 3QP';

/**
 * The demo rentals, oldest request first. Renters rent in their own city; Olivia, the first account the README
 * lists, both rents and lends (rentals on My Rentals, requests and a condition check on her Requests tab). Mia,
 * Noah and Olivia complete enough rentals with good ratings to reach junior.
 */
export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  {
    renter: 'noah.kowalski',
    owner: 'oliver.bennett',
    item: 'Sigma 35mm f/1.4 Art Lens (Sony E)',
    status: 'completed',
    start: -35,
    days: 3,
    requested: { day: -37 },
    message:
      "Hi Oliver, I'm shooting a friend's engagement party on Saturday and would love the Sigma for the weekend.",
    reviews: {
      byRenter: {
        rating: 5,
        comment:
          'Lens was spotless and Oliver showed me the best settings for low light. The party photos came out beautifully.',
      },
      byOwner: {
        rating: 5,
        comment:
          'Noah looked after the lens perfectly and brought it back on time with both caps. Welcome back any time.',
      },
    },
  },
  {
    renter: 'mia.williams',
    owner: 'olivia.chen',
    item: 'Rubi Tile Cutter 650mm',
    status: 'completed',
    start: -34,
    days: 3,
    requested: { day: -36 },
    message:
      "We're retiling the bathroom splashback this weekend. Could I pick the cutter up on Friday evening?",
    reviews: {
      byRenter: {
        rating: 5,
        comment:
          'Sharp, clean and Olivia threw in spare spacers. Turned our splashback into a one-weekend job.',
      },
      byOwner: {
        rating: 5,
        comment:
          'Mia cleaned the cutter before bringing it back. Easy to deal with, would happily lend again.',
      },
    },
  },
  {
    renter: 'olivia.chen',
    owner: 'liam.obrien',
    item: 'Godox Two-Light Portrait Kit',
    status: 'completed',
    start: -31,
    days: 2,
    requested: { day: -33 },
    message: 'Doing headshots for a few friends at home. Are the softboxes included?',
    reviews: {
      byRenter: {
        rating: 5,
        comment:
          'Both lights, stands and softboxes packed neatly with spare batteries. Liam even sent me a setup diagram.',
      },
      byOwner: {
        rating: 5,
        comment:
          'Olivia knows her way around lighting gear and returned everything exactly as it was packed.',
      },
    },
  },
  {
    renter: 'amelia.hughes',
    owner: 'oliver.bennett',
    item: 'Makita 18V Cordless Drill Set',
    status: 'completed',
    start: -29,
    days: 2,
    requested: { day: -31 },
    message: 'Putting up shelves in the spare room. Two days should be plenty.',
    reviews: {
      byRenter: {
        rating: 4,
        comment:
          "The drill worked well. One of the batteries didn't hold a full charge, but the other got me through.",
      },
      byOwner: {
        rating: 5,
        comment: 'Friendly and prompt, and everything came back in the case. Thanks Amelia!',
      },
    },
  },
  {
    renter: 'mia.williams',
    owner: 'liam.obrien',
    item: 'Rug Doctor Carpet Cleaner',
    status: 'completed',
    start: -27,
    days: 1,
    requested: { day: -29 },
    message: 'End-of-lease clean for our flat. I only need it for the day.',
    reviews: {
      byRenter: {
        rating: 3,
        comment:
          'Got the carpets clean, though the tank lid was cracked and dripped a little. Liam was apologetic and quick to reply.',
      },
      byOwner: { rating: 5, comment: 'Emptied and rinsed before it came back. Thanks Mia!' },
    },
  },
  {
    renter: 'noah.kowalski',
    owner: 'chloe.dubois',
    item: 'Epson Full HD Home Projector',
    status: 'completed',
    start: -25,
    days: 2,
    requested: { day: -27 },
    message: 'Film night in the garden for my flatmates. Could you deliver it on Friday?',
    deliveryAddress: LONDON_ADDRESS,
    reviews: {
      byRenter: {
        rating: 5,
        comment:
          'Bright even before sunset, with the HDMI cable and remote included. Our film night was a hit.',
      },
      byOwner: { rating: 5, comment: 'Lovely renter, everything back in its bag and on time.' },
    },
  },
  {
    renter: 'mia.williams',
    owner: 'olivia.chen',
    item: 'Dell XPS 13 Ultrabook',
    status: 'completed',
    start: -24,
    days: 4,
    requested: { day: -26 },
    message: 'My laptop is in for repair and I have a deadline this week. Is the charger included?',
    reviews: {
      byRenter: {
        rating: 5,
        comment: 'Fast, freshly reset and came with a charger and sleeve. Saved my deadline.',
      },
      byOwner: {
        rating: 4,
        comment: 'Smooth rental. The sleeve came back a little dusty, but no harm done.',
      },
    },
  },
  {
    renter: 'priya.patel',
    owner: 'jack.nguyen',
    item: 'Honda Self-Propelled Lawn Mower',
    status: 'completed',
    start: -22,
    days: 1,
    requested: { day: -24 },
    message: 'The backyard has turned into a jungle. Hoping to tackle it on Saturday.',
    reviews: {
      byRenter: {
        rating: 5,
        comment: 'Started first pull and Jack had filled the tank. Made short work of an overgrown backyard.',
      },
      byOwner: {
        rating: 4,
        comment: 'Came back clean apart from some grass in the catcher. Happy to rent to Priya again.',
      },
    },
  },
  {
    renter: 'olivia.chen',
    owner: 'ethan.walker',
    item: 'Dometic 12V Camping Fridge',
    status: 'completed',
    start: -20,
    days: 4,
    requested: { day: -22 },
    message: 'Long weekend camping at Seal Rocks. Could you drop it off on Thursday night?',
    deliveryAddress: SYDNEY_ADDRESS,
    reviews: {
      byRenter: {
        rating: 5,
        comment: 'Kept everything icy cold for four days. Ethan showed me how to run it off the car.',
      },
      byOwner: { rating: 5, comment: 'Olivia returned it clean and dry. A model renter.' },
    },
  },
  {
    renter: 'jack.nguyen',
    owner: 'sofia.rossi',
    item: 'Inflatable Stand-Up Paddle Board',
    status: 'completed',
    start: -18,
    days: 2,
    requested: { day: -20 },
    message: 'First time on a SUP! Is the pump included?',
    reviews: {
      byRenter: {
        rating: 5,
        comment: 'Board, pump, paddle and leash all in great condition. A perfect morning on the bay.',
      },
      byOwner: { rating: 5, comment: 'Rinsed and dried before it came back. Thank you Jack!' },
    },
  },
  {
    renter: 'noah.kowalski',
    owner: 'amelia.hughes',
    item: 'Weber Portable Gas BBQ',
    status: 'completed',
    start: -16,
    days: 2,
    requested: { day: -18 },
    message: 'Birthday barbecue in the park on Sunday. Is there gas in the bottle?',
    reviews: {
      byRenter: {
        rating: 5,
        comment: 'Spotless grill and a full gas bottle. Amelia made the hand-over really easy.',
      },
      byOwner: { rating: 4, comment: 'Good renter. The grill needed another scrub, but otherwise all fine.' },
    },
  },
  {
    renter: 'mia.williams',
    owner: 'ethan.walker',
    item: 'Nintendo Switch OLED Party Pack',
    status: 'completed',
    start: -12,
    days: 3,
    requested: { day: -14 },
    message: "It's my son's birthday party. Four controllers would be perfect!",
    reviews: {
      byRenter: {
        rating: 5,
        comment: "Four controllers, Mario Kart and Smash. The kids' party was sorted.",
      },
      byOwner: { rating: 5, comment: 'Everything came back, even the tiny Joy-Con straps. Thanks Mia!' },
    },
  },
  {
    renter: 'mia.williams',
    owner: 'olivia.chen',
    item: 'Brompton Folding Bike',
    status: 'cancelled',
    start: -7,
    days: 3,
    requested: { day: -12 },
    message: 'Off to a conference in the city and would love to ride between venues.',
    // Cancelled the afternoon before the start, after approval: the policy refunds half the rent.
    cancelled: {
      by: 'renter',
      afterApproval: true,
      at: [-8, 15],
      reason: 'My trip was moved at the last minute. Sorry Olivia!',
    },
  },
  {
    renter: 'noah.kowalski',
    owner: 'chloe.dubois',
    item: 'MacBook Pro 14" M3 Pro',
    status: 'rejected',
    start: -3,
    days: 3,
    requested: { day: -10 },
    message: 'Need a powerful laptop for a video edit over a few days.',
    rejected: { reason: 'Sorry Noah, I need the MacBook myself for a client project that week.' },
  },
  {
    renter: 'priya.patel',
    owner: 'sofia.rossi',
    item: 'DJI Mini 4 Pro Drone',
    status: 'cancelled',
    start: 4,
    days: 2,
    requested: { day: -9 },
    message: 'Filming my sister’s wedding venue from above. I have my drone licence.',
    deliveryAddress: MELBOURNE_ADDRESS,
    // The owner cancels an approved booking: everything is refunded.
    cancelled: {
      by: 'owner',
      afterApproval: true,
      at: [-2, 9],
      reason: 'So sorry Priya, the gimbal was damaged on my last flight and the drone is off for repair.',
    },
  },
  {
    renter: 'mia.williams',
    owner: 'olivia.chen',
    item: '27" 4K USB-C Monitor',
    status: 'returned',
    start: -6,
    days: 5,
    requested: { day: -8 },
    message: 'Working from home this week and my screen just died.',
    returnNotes: 'All cables back in the box. Thanks Olivia!',
  },
  {
    renter: 'noah.kowalski',
    owner: 'chloe.dubois',
    item: 'Gazelle Electric City Bike',
    status: 'returned',
    start: -5,
    days: 3,
    requested: { day: -7 },
    message: 'Trying an e-bike commute before I buy one.',
    // Back the morning after the end date: one day's late fee, taken from the deposit at the condition check.
    returned: [-2, 11],
    returnNotes: 'Sorry it is a day late, the charger was at my office. Battery is full.',
  },
  {
    renter: 'noah.kowalski',
    owner: 'amelia.hughes',
    item: 'Nintendo Switch with Pokémon Games',
    status: 'with_renter',
    start: -4,
    days: 4,
    requested: { day: -6 },
    message: 'My nephew is visiting for a few days and he is Pokémon mad.',
  },
  {
    renter: 'olivia.chen',
    owner: 'ethan.walker',
    item: 'Ultralight 2-Person Hiking Tent',
    status: 'awaiting_pickup',
    start: 2,
    days: 3,
    requested: { day: -5 },
    message: 'Hiking in the Blue Mountains with a friend. Is the footprint included?',
    ready: [-1, 18],
    ownerNotes: 'Packed with the footprint, pegs and a repair kit. Pick up any time after 5pm.',
  },
  {
    renter: 'mia.williams',
    owner: 'liam.obrien',
    item: 'Tandem Bicycle for Two',
    status: 'approved',
    start: 3,
    days: 2,
    requested: { day: -3 },
    message: 'Anniversary surprise: a tandem ride along the coast!',
  },
  {
    renter: 'olivia.chen',
    owner: 'liam.obrien',
    item: 'JBL PartyBox 310 Speaker',
    status: 'with_renter',
    start: -1,
    days: 4,
    requested: { day: -3 },
    message: 'Housewarming on Saturday. Promise to keep the volume neighbour-friendly!',
  },
  {
    renter: 'noah.kowalski',
    owner: 'oliver.bennett',
    item: 'DJI Mini 4 Pro Drone',
    status: 'pending_approval',
    start: 6,
    days: 3,
    requested: { hoursAgo: 40 },
    message: "Filming a hike in the Peak District. I've flown a Mini 3 before and have my Flyer ID.",
  },
  {
    renter: 'liam.obrien',
    owner: 'olivia.chen',
    item: 'Two-Person Sea Kayak',
    status: 'pending_approval',
    start: 9,
    days: 2,
    requested: { hoursAgo: 26 },
    message: 'Planning a paddle around Balmoral with my brother. Could you drop it off?',
    deliveryAddress: '5 Raglan Street, Mosman NSW 2088',
  },
  {
    renter: 'mia.williams',
    owner: 'olivia.chen',
    item: 'Karcher Pressure Washer K5',
    status: 'pending_approval',
    start: 5,
    days: 2,
    requested: { hoursAgo: 5 },
    message:
      'Hoping to blast the moss off our driveway and deck this weekend. I can pick up Saturday morning.',
  },
];

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export interface PlannedReview extends DemoReview {
  at: Date;
}

/** One demo booking with everything decided: who, what, which dates and when each step happened. */
export interface PlannedBooking {
  /** 1-based position in DEMO_BOOKINGS: names its payment idempotency keys, so a retried seed reuses its holds. */
  n: number;
  renterIndex: number;
  ownerIndex: number;
  /** Index into the marketplace plan's items. */
  itemIndex: number;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  deliveryMethod: 'pickup' | 'delivery';
  deliveryAddress: string | null;
  message: string;
  requestedAt: Date;
  expiresAt: Date;
  approvedAt: Date | null;
  /** When an awaiting-pickup booking was marked ready. */
  readyAt: Date | null;
  receivedAt: Date | null;
  returnedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** A rental still out after its end date, flagged when it fell due (as the worker's timer would have). */
  overdueAt: Date | null;
  cancelledBy: 'renter' | 'owner' | null;
  cancelReason: string | null;
  ownerNotes: string | null;
  returnNotes: string | null;
  reviews: { byRenter: PlannedReview; byOwner: PlannedReview } | null;
}

const APPROVED_STATUSES: readonly BookingStatus[] = [
  'approved',
  'awaiting_pickup',
  'in_transit',
  'with_renter',
  'returned',
  'completed',
];

function userIndex(username: string): number {
  const index = DEMO_USERS.findIndex((u) => u.username === username);
  if (index < 0) throw new Error(`Demo booking: no demo member '${username}'`);
  return index;
}

/**
 * Decides every demo booking from the marketplace plan and `now`, without touching a database: the dates are
 * relative to today, so the demo always shows rentals in progress, requests waiting and a recent history. Refuses
 * (throws) anything the bookings service would refuse or could never have reached, so a change to the demo data
 * that breaks a rule fails here, in a unit test, rather than in the database or in front of a newcomer.
 */
export function planDemoBookings(
  plan: Pick<DemoPlan, 'items'>,
  now: Date,
  bookings: readonly DemoBooking[] = DEMO_BOOKINGS,
): PlannedBooking[] {
  const today = toIsoDate(now);
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const at = ([day, hour]: DemoMoment) => new Date(midnight + day * DAY_MS + hour * HOUR_MS);
  const hours = (from: Date, count: number) => new Date(from.getTime() + count * HOUR_MS);

  const planned = bookings.map((spec, i): PlannedBooking => {
    const n = i + 1;
    const fail = (why: string): never => {
      throw new Error(`Demo booking ${n} (${spec.renter} renting '${spec.item}'): ${why}`);
    };
    const renterIndex = userIndex(spec.renter);
    const ownerIndex = userIndex(spec.owner);
    if (renterIndex === ownerIndex) fail('a member cannot rent their own item');
    if (DEMO_USERS[renterIndex]!.city !== DEMO_USERS[ownerIndex]!.city) fail('renter and owner live apart');
    const itemIndex = plan.items.findIndex((p) => p.ownerIndex === ownerIndex && p.title === spec.item);
    if (itemIndex < 0) fail(`${spec.owner} lists no such item`);
    const item = plan.items[itemIndex]!;
    if (item.approvalStatus !== ApprovalStatus.Approved) fail('the listing is not public');
    if (spec.days < 1) fail('a rental lasts at least a day');

    const startDate = addDays(today, spec.start);
    const endDate = addDays(startDate, spec.days - 1);
    const status = spec.status;
    const requestedAt =
      'hoursAgo' in spec.requested
        ? new Date(now.getTime() - spec.requested.hoursAgo * HOUR_MS)
        : at([spec.requested.day, 8 + (n % 9)]);
    const approved = APPROVED_STATUSES.includes(status) || Boolean(spec.cancelled?.afterApproval);
    if (spec.cancelled?.by === 'owner' && !spec.cancelled.afterApproval)
      fail('an owner cancels only an approved booking (before that, they reject it)');
    const approvedAt = approved ? hours(requestedAt, 2 + (n % 5)) : null;
    const handedOver = ['with_renter', 'returned', 'completed'].includes(status);
    const receivedAt = handedOver ? at([spec.start, 9 + (n % 4)]) : null;
    const end = spec.start + spec.days - 1;
    const returnedAt =
      status === 'returned' || status === 'completed' ? at(spec.returned ?? [end, 17 + (n % 3)]) : null;
    const completedAt = status === 'completed' && returnedAt ? hours(returnedAt, 14 + (n % 4)) : null;
    const cancelledAt = spec.cancelled
      ? at(spec.cancelled.at)
      : status === 'rejected'
        ? hours(requestedAt, 5)
        : null;
    const due = rentalDueAt(endDate);
    const reviews =
      completedAt && spec.reviews
        ? {
            byRenter: { ...spec.reviews.byRenter, at: hours(completedAt, 5 + (n % 6)) },
            byOwner: { ...spec.reviews.byOwner, at: hours(completedAt, 18 + (n % 7)) },
          }
        : null;

    const booking: PlannedBooking = {
      n,
      renterIndex,
      ownerIndex,
      itemIndex,
      status,
      startDate,
      endDate,
      deliveryMethod: spec.deliveryAddress ? 'delivery' : 'pickup',
      deliveryAddress: spec.deliveryAddress ?? null,
      message: spec.message,
      requestedAt,
      expiresAt: hours(requestedAt, REQUEST_EXPIRY_HOURS),
      approvedAt,
      readyAt: status === 'awaiting_pickup' ? at(spec.ready ?? [spec.start - 1, 18]) : null,
      receivedAt,
      returnedAt,
      completedAt,
      cancelledAt,
      overdueAt: status === 'with_renter' && now.getTime() > due.getTime() ? due : null,
      cancelledBy: spec.cancelled?.by ?? null,
      cancelReason: spec.cancelled?.reason ?? null,
      ownerNotes: spec.rejected?.reason ?? spec.ownerNotes ?? null,
      returnNotes: spec.returnNotes ?? null,
      reviews,
    };

    // The state must be one the worker reaches, with each step after the one before and none in the future.
    if (requestedAt.getTime() <= item.createdAt.getTime()) fail('requested before the item was listed');
    const steps = [
      requestedAt,
      approvedAt,
      booking.readyAt,
      receivedAt,
      returnedAt,
      completedAt,
      cancelledAt,
      reviews?.byRenter.at,
      reviews?.byOwner.at,
    ].filter((d): d is Date => d instanceof Date);
    for (let s = 1; s < steps.length; s++)
      if (steps[s]!.getTime() <= steps[s - 1]!.getTime()) fail('its steps are out of order');
    if (steps.some((d) => d.getTime() > now.getTime())) fail('a step lies in the future');
    switch (status) {
      case 'pending_approval':
        if (booking.expiresAt.getTime() <= now.getTime()) fail('the request has already expired');
        if (startDate < earliestStartDate(now)) fail('a request cannot start in the past');
        break;
      case 'approved':
      case 'awaiting_pickup':
        if (startDate <= today) fail('a hand-over still to come starts after today');
        break;
      case 'with_renter':
        if (startDate > today) fail('the rental has not started');
        break;
      case 'returned':
        if (returnedAt!.getTime() + AUTO_COMPLETE_DAYS * DAY_MS <= now.getTime())
          fail('the worker would have completed it by now');
        if (returnedAt!.getTime() + DAMAGE_REPORT_WINDOW_DAYS * DAY_MS <= now.getTime())
          fail('the damage report window has closed');
        break;
      case 'completed':
        if (!reviews) fail('a completed demo rental has both reviews');
        if (reviews!.byOwner.at.getTime() > completedAt!.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)
          fail('reviewed after the window closed');
        break;
      case 'cancelled':
        if (!spec.cancelled) fail('a cancellation needs who and why');
        break;
      case 'rejected':
        if (!spec.rejected) fail('a rejection needs a reason');
        break;
      default:
        fail(`status ${status} is not seeded`);
    }
    for (const r of [spec.reviews?.byRenter, spec.reviews?.byOwner])
      if (r && (!Number.isInteger(r.rating) || r.rating < 1 || r.rating > 5))
        fail('ratings are 1 to 5 stars');
    return booking;
  });

  // Never more active bookings of an item on one day than it has units (the database refuses it for one unit).
  const active = planned.filter((b) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status));
  for (const b of active) {
    for (let day = b.startDate; day <= b.endDate; day = addDays(day, 1)) {
      const taken = active.filter(
        (o) => o.itemIndex === b.itemIndex && o.startDate <= day && day <= o.endDate,
      ).length;
      if (taken > plan.items[b.itemIndex]!.quantity)
        throw new Error(`Demo bookings: '${plan.items[b.itemIndex]!.title}' is double-booked on ${day}`);
    }
  }
  return planned;
}

/** The payment settings the app runs with (its Config has them). */
export type DemoPaymentSettings = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'PAYMENT_FINGERPRINT_SECRET'
>;

/**
 * The provider demo bookings are paid through: the built-in sandbox, with the app's fingerprint key. The seeded
 * holds must live in the books of the provider the running app captures and releases through; with Stripe
 * configured there is no demo card to charge (Stripe refuses raw card numbers), so no bookings are seeded (null).
 */
export function demoPaymentProvider(
  orm: Orm,
  settings?: Partial<DemoPaymentSettings>,
): PaymentProvider | null {
  if (settings?.STRIPE_SECRET_KEY) return null;
  const fingerprint =
    settings?.PAYMENT_FINGERPRINT_SECRET ?? EnvSchema.shape.PAYMENT_FINGERPRINT_SECRET.parse(undefined);
  return createPaymentProvider({
    config: {
      PAYMENT_FINGERPRINT_SECRET: fingerprint,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_API_BASE: undefined,
    },
    orm,
  });
}

export interface DemoBookingsContext {
  /** The demo members, in DEMO_USERS order. */
  users: readonly User[];
  /** The listings, in the marketplace plan's order. */
  items: readonly Item[];
  payments: PaymentProvider;
}

interface Posting {
  kind: string;
  lines: PostingLine[];
  at: Date;
}

/**
 * Writes the planned bookings in the caller's transaction (users and items flushed). Per booking, in the order the
 * worker does it: the renter's demo card is tokenised once and saved; rent + fee and the deposit are authorised as
 * two holds; approval captures rent + fee; a completion settles the deposit (less any late fee); a rejection
 * releases both holds; a cancellation after approval refunds what the policy says and releases the deposit. The
 * ledger gets the worker's postings, dated when each step happened. Completed rentals get both reviews, published
 * by the reviews code, and every party's rating, rank and rentals count and every item's rating are recomputed.
 * The provider keeps its own books outside this transaction, as a real one would: if the seed fails, its keys
 * (`seed-<n>-…`) make the next attempt find the same holds instead of placing new ones.
 */
export async function seedDemoBookings(
  tx: EntityManager,
  planned: readonly PlannedBooking[],
  context: DemoBookingsContext,
): Promise<number> {
  const { users, items, payments } = context;
  const cards = new Map<number, PaymentMethod>();
  const cardOf = async (renterIndex: number, since: Date): Promise<PaymentMethod> => {
    const saved = cards.get(renterIndex);
    if (saved) return saved;
    const renter = users[renterIndex]!;
    const token = await payments.tokenizeCard(
      cardDetailsFromInput({
        cardNumber: DEMO_CARD.number,
        nameOnCard: renter.fullName,
        expiryDate: DEMO_CARD.expiry,
        cvv: DEMO_CARD.cvv,
      }),
      `seed-card-${DEMO_USERS[renterIndex]!.username}`,
    );
    const method = tx.create(PaymentMethod, {
      user: renter,
      brand: token.brand,
      last4: token.last4,
      expMonth: token.expMonth,
      expYear: token.expYear,
      nameOnCard: renter.fullName,
      provider: payments.name,
      providerRef: token.providerRef,
      createdAt: since,
    });
    cards.set(renterIndex, method);
    return method;
  };

  const parties = new Set<number>();
  for (const p of [...planned].sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())) {
    const item = items[p.itemIndex]!;
    const renter = users[p.renterIndex]!;
    const owner = users[p.ownerIndex]!;
    const key = (operation: string) => `seed-${p.n}-${operation}`;
    const quote = quoteRental(
      item.pricePerDayCents,
      item.securityDepositCents,
      rentalDays(p.startDate, p.endDate),
    );
    const method = await cardOf(p.renterIndex, p.requestedAt);

    // The request: two holds on the renter's card.
    const postings: Posting[] = [];
    const rentRef = (
      await payments.authorize({
        amountCents: quote.totalCents,
        currency: item.currency,
        paymentMethodRef: method.providerRef,
        idempotencyKey: key('rent'),
        description: `KoalaRent: ${item.title}, ${p.startDate} to ${p.endDate} (rent + service fee)`,
      })
    ).ref;
    const depositRef =
      quote.depositCents > 0
        ? (
            await payments.authorize({
              amountCents: quote.depositCents,
              currency: item.currency,
              paymentMethodRef: method.providerRef,
              idempotencyKey: key('deposit'),
              description: `KoalaRent: security deposit for ${item.title}`,
            })
          ).ref
        : null;
    postings.push(
      {
        kind: 'authorize',
        lines: [
          ['renter_card', -quote.totalCents],
          ['rent_hold', quote.totalCents],
        ],
        at: p.requestedAt,
      },
      {
        kind: 'hold_deposit',
        lines: [
          ['renter_card', -quote.depositCents],
          ['deposit_hold', quote.depositCents],
        ],
        at: p.requestedAt,
      },
    );
    let paymentStatus: PaymentStatus = 'authorized';
    let refundedCents = 0;
    let ownerPayoutCents = 0;
    let lateFee = 0;

    if (p.approvedAt) {
      await payments.capture(rentRef, quote.totalCents, key('capture'));
      postings.push({
        kind: 'capture',
        lines: [
          ['rent_hold', -quote.totalCents],
          ['owner_payable', quote.rentCents],
          ['platform_fees', quote.feeCents],
        ],
        at: p.approvedAt,
      });
      paymentStatus = 'paid';
    }
    if (p.returnedAt) lateFee = lateFeeCents(p.endDate, p.returnedAt, item.pricePerDayCents);

    if (p.status === 'rejected' || (p.status === 'cancelled' && !p.approvedAt)) {
      // Never approved: both holds go back whole.
      await payments.release(rentRef, key('rent-release'));
      if (depositRef) await payments.release(depositRef, key('deposit-release'));
      postings.push({
        kind: 'release',
        lines: [
          ['rent_hold', -quote.totalCents],
          ['deposit_hold', -quote.depositCents],
          ['renter_card', quote.totalCents + quote.depositCents],
        ],
        at: p.cancelledAt!,
      });
      paymentStatus = 'refunded';
    } else if (p.status === 'cancelled') {
      const refund = cancellationRefund({
        approved: true,
        by: p.cancelledBy ?? 'renter',
        startDate: p.startDate,
        now: p.cancelledAt!,
        rentCents: quote.rentCents,
        feeCents: quote.feeCents,
      });
      refundedCents = refund.rentRefundCents + refund.feeRefundCents;
      if (refundedCents > 0) await payments.refund(rentRef, refundedCents, key('cancel-refund'));
      if (depositRef) await payments.release(depositRef, key('deposit-release'));
      postings.push(
        {
          kind: 'refund',
          lines: [
            ['owner_payable', -refund.rentRefundCents],
            ['platform_fees', -refund.feeRefundCents],
            ['renter_card', refundedCents],
          ],
          at: p.cancelledAt!,
        },
        {
          kind: 'deposit_release',
          lines: [
            ['deposit_hold', -quote.depositCents],
            ['renter_card', quote.depositCents],
          ],
          at: p.cancelledAt!,
        },
      );
      ownerPayoutCents = quote.rentCents - refund.rentRefundCents;
      paymentStatus =
        refundedCents === quote.totalCents ? 'refunded' : refundedCents > 0 ? 'partially_refunded' : 'paid';
    } else if (p.status === 'completed') {
      // The condition check: the late fee (if any) is kept from the deposit, the rest released.
      const keep = Math.min(lateFee, quote.depositCents);
      if (depositRef) {
        if (keep > 0) await payments.capture(depositRef, keep, key('deposit-settle'));
        else await payments.release(depositRef, key('deposit-settle'));
      }
      postings.push({
        kind: keep > 0 ? 'deposit_settle' : 'deposit_release',
        lines: [
          ['deposit_hold', -quote.depositCents],
          ['owner_payable', keep],
          ['renter_card', quote.depositCents - keep],
        ],
        at: p.completedAt!,
      });
      ownerPayoutCents = quote.rentCents + keep;
    }

    const lastStep = [
      p.requestedAt,
      p.approvedAt,
      p.readyAt,
      p.receivedAt,
      p.overdueAt,
      p.returnedAt,
      p.completedAt,
      p.cancelledAt,
    ].reduce<Date>((latest, d) => (d && d > latest ? d : latest), p.requestedAt);
    const booking = tx.create(Booking, {
      item,
      renter,
      owner,
      status: p.status,
      paymentStatus,
      startDate: p.startDate,
      endDate: p.endDate,
      days: quote.days,
      currency: item.currency,
      dailyPriceCents: item.pricePerDayCents,
      rentCents: quote.rentCents,
      feeCents: quote.feeCents,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      lateFeeCents: lateFee,
      refundedCents,
      ownerPayoutCents,
      singleUnit: item.quantity === 1,
      deliveryMethod: p.deliveryMethod,
      deliveryAddress: p.deliveryAddress,
      rentalMessage: p.message,
      ownerNotes: p.ownerNotes,
      returnNotes: p.returnNotes,
      cancelReason: p.cancelReason,
      cancelledBy: p.cancelledBy,
      paymentMethod: method,
      rentPaymentRef: rentRef,
      depositPaymentRef: depositRef,
      requestKey: key('request'),
      expiresAt: p.expiresAt,
      approvedAt: p.approvedAt,
      receivedDate: p.receivedAt,
      returnedAt: p.returnedAt,
      completedAt: p.completedAt,
      cancelledAt: p.cancelledAt,
      overdueAt: p.overdueAt,
      createdAt: p.requestedAt,
      updatedAt: lastStep,
    });
    await tx.flush();
    for (const posting of postings) post(tx, booking, posting.kind, posting.lines);
    await tx.flush();
    // Entries are stamped when written; date each posting when its step happened.
    for (const posting of postings)
      await tx.nativeUpdate(LedgerEntry, { booking, kind: posting.kind }, { createdAt: posting.at });

    await recordPendingTimers(tx, booking, p, item, renter);

    if (p.reviews) {
      const written = [
        tx.create(Review, {
          booking,
          direction: 'renter_to_owner',
          author: renter,
          subject: owner,
          item,
          rating: p.reviews.byRenter.rating,
          comment: p.reviews.byRenter.comment,
          createdAt: p.reviews.byRenter.at,
        }),
        tx.create(Review, {
          booking,
          direction: 'owner_to_renter',
          author: owner,
          subject: renter,
          item: null,
          rating: p.reviews.byOwner.rating,
          comment: p.reviews.byOwner.comment,
          createdAt: p.reviews.byOwner.at,
        }),
      ];
      await tx.flush();
      // Both sides wrote: published when the second review came in.
      await publishReviews(tx, booking);
      const publishedAt =
        p.reviews.byOwner.at > p.reviews.byRenter.at ? p.reviews.byOwner.at : p.reviews.byRenter.at;
      for (const review of written) review.publishedAt = publishedAt;
      const events = await tx.find(OutboxEvent, { type: 'review.published', publishedAt: null });
      for (const event of events) if (event.payload.bookingId === booking.id) event.createdAt = publishedAt;
      await tx.flush();
    }
    parties.add(renter.id).add(owner.id);
  }

  // What follows from the bookings as the worker keeps it: ratings, review counts, rentals and ranks of every
  // party, and each rented item's rating (recomputed from the tables, so the order above does not matter).
  for (const userId of parties) await refreshMember(tx, userId);
  for (const itemIndex of new Set(planned.map((p) => p.itemIndex)))
    await refreshItemRating(tx, items[itemIndex]!.id);
  await tx.flush();
  return planned.length;
}

/**
 * The outbox events whose timers are still to run when the worker starts, dated when they happened: a request's
 * `booking.requested` schedules its 48-hour expiry (and tells the owner), a hand-over's `with_renter` change the
 * overdue notice, a return's `returned` change the automatic completion three days later. History whose timers
 * have already run (approvals, completions, cancellations) is in the rows; replaying it would only schedule
 * timers that find nothing to do. The worker's ten-minute sweep would catch each of these too, from the rows.
 */
async function recordPendingTimers(
  tx: EntityManager,
  booking: Booking,
  p: PlannedBooking,
  item: Item,
  renter: User,
): Promise<void> {
  const base = (actorId: number) => ({
    bookingId: booking.id,
    itemId: item.id,
    itemTitle: item.title,
    renterId: booking.renter.id,
    ownerId: booking.owner.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    totalPrice: fromMinorUnits(booking.totalCents),
    currency: booking.currency,
    status: booking.status,
    actorId,
  });
  const renterId = renter.id;
  const events: { event: OutboxEvent; at: Date }[] = [];
  if (p.status === 'pending_approval') {
    events.push(
      {
        event: recordEvent(tx, 'booking.requested', {
          ...base(renterId),
          renterName: renter.fullName || renter.username,
          deliveryMethod: booking.deliveryMethod,
          deliveryAddress: booking.deliveryAddress,
          message: booking.rentalMessage,
          expiresAt: booking.expiresAt.toISOString(),
        }),
        at: p.requestedAt,
      },
      {
        event: recordEvent(tx, 'booking.status_changed', {
          ...base(renterId),
          from: 'new',
          notes: booking.rentalMessage,
        }),
        at: p.requestedAt,
      },
    );
  }
  if (p.status === 'with_renter')
    events.push({
      event: recordEvent(tx, 'booking.status_changed', {
        ...base(renterId),
        from: p.deliveryMethod === 'pickup' ? 'awaiting_pickup' : 'in_transit',
        notes: null,
      }),
      at: p.receivedAt!,
    });
  if (p.status === 'returned')
    events.push({
      event: recordEvent(tx, 'booking.status_changed', {
        ...base(renterId),
        from: 'with_renter',
        notes: booking.returnNotes,
      }),
      at: p.returnedAt!,
    });
  for (const { event, at } of events) event.createdAt = at;
}

import {
  BookingCommands,
  cardDetailsFromInput,
  createPaymentProvider,
  type PaymentProvider,
  protectionTermsOf,
  type TokenizedCardInput,
} from '@koalarent/bookings/client';
import { Booking } from '@koalarent/bookings/entities';
import { type BookingStep, bookingSteps, flagOverdue } from '@koalarent/bookings/worker';
import {
  ACTIVE_BOOKING_STATUSES,
  type Actor,
  ApprovalStatus,
  AUTO_COMPLETE_DAYS,
  addDays,
  type BookingStatus,
  type Config,
  DAMAGE_REPORT_WINDOW_DAYS,
  DEMO_CARD,
  type EntityManager,
  EnvSchema,
  earliestStartDate,
  fromMinorUnits,
  type Item,
  loadConfig,
  type Orm,
  quoteRental,
  REQUEST_EXPIRY_HOURS,
  REVIEW_WINDOW_DAYS,
  rentalDays,
  rentalDueAt,
  toIsoDate,
  type User,
} from '@koalarent/core';
import { DEMO_USERS } from './demo-data.js';
import type { DemoPlan } from './plan.js';

/**
 * Demo bookings (issue 8): a marketplace that has been running for a few weeks, so a newcomer signing in as a demo
 * member finds real rentals, requests, reviews and ranks. Every booking is written by the bookings service's own
 * commands (issue 22: the seed drives them rather than recomputing what they write) — the request's quote and holds,
 * the approval's capture, the cancellation policy's refund, the late fee, the ledger's postings, the payment status,
 * the reviews' publication and the ranks — so each one is a state the worker reached, and the running app carries
 * on from it (an owner approves a seeded request, the request expiry and auto-completion timers fire).
 */

/** A day offset from today (UTC) and an hour (UTC) of that day. */
type DemoMoment = readonly [day: number, hour: number];

interface DemoReview {
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
  /** The renter added protection at checkout (issue 26 §2): its fee on the rent, its cover above the deposit. */
  protection?: boolean;
  /** The owner's words: hand-over notes, or the reason of a rejection. */
  ownerNotes?: string;
  /** When the owner marked it ready for pickup or shipped it (default: the evening before the start). */
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
    protection: true,
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
    protection: true,
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

interface PlannedReview extends DemoReview {
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
  /** Protection added at checkout (issue 26 §2). */
  protection: boolean;
  requestedAt: Date;
  expiresAt: Date;
  approvedAt: Date | null;
  /** When the owner marked it ready for pickup, or shipped it (delivery): awaiting pickup and every hand-over. */
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
      protection: spec.protection === true,
      requestedAt,
      expiresAt: hours(requestedAt, REQUEST_EXPIRY_HOURS),
      approvedAt,
      // Marked ready for pickup (or shipped) before the hand-over, by default the evening before the start.
      readyAt: status === 'awaiting_pickup' || handedOver ? at(spec.ready ?? [spec.start - 1, 18]) : null,
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
        if (status === 'awaiting_pickup' && spec.deliveryAddress)
          fail('a delivery is shipped, not picked up');
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

/** The actor of what the worker's timers do. */
const SYSTEM: Actor = { userId: null, role: 'system' };

/** A seeded step's writes: the ledger entries and outbox events after these ids are the step's own. */
interface WriteMarks {
  ledger: number;
  outbox: number;
}

async function sqlIn(tx: EntityManager, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return tx.getConnection().execute(text, params, 'all', tx.getTransactionContext());
}

async function writeMarks(tx: EntityManager): Promise<WriteMarks> {
  const [row] = await sqlIn(
    tx,
    `select (select coalesce(max(id), 0) from ledger_entries)::bigint as ledger,
            (select coalesce(max(id), 0) from outbox_events)::bigint as outbox`,
    [],
  );
  return { ledger: Number(row?.ledger ?? 0), outbox: Number(row?.outbox ?? 0) };
}

/**
 * Writes the planned bookings in the caller's transaction (users and items flushed) by driving the bookings
 * service's own commands (`bookingSteps`, the work the worker runs for each job), each at the moment its step
 * happened: the renter requests (the demo card tokenised once, then found saved; rent + fee, with protection its fee
 * too, and the deposit held),
 * the owner approves, rejects, marks ready or cancels, the renter collects and returns, the owner confirms the
 * condition, both review. So the quote, the holds, the ledger's postings, the payment status, the refund and late
 * fee, the reviews' publication and every party's rating, rank and rentals count and each item's rating are what the
 * commands write, never recomputed here. A rental still out after its end date is flagged overdue by the timer's own
 * work, when it fell due.
 *
 * What the seed adds is the calendar: each step's ledger entries and outbox events are dated when it happened, each
 * booking's `updated_at` is its last step. The outbox keeps only the events whose timers the running worker still
 * owes (a request's expiry, a hand-over's overdue notice, a return's auto-completion) and the reviews' publication;
 * the rest is history its timers have already acted on, as if delivered long ago, and is dropped. The sandbox
 * provider writes its books in the caller's MikroORM transaction context, so they are in this transaction too: if the
 * seed fails, its holds roll back with the bookings and the next attempt starts afresh.
 */
export async function seedDemoBookings(
  tx: EntityManager,
  planned: readonly PlannedBooking[],
  context: DemoBookingsContext,
): Promise<number> {
  const { users, items, payments } = context;
  // The protection terms the request prices protection with (the app's configuration, as the request reads it).
  const protectionTerms = protectionTermsOf(loadConfig());
  const cards = new Map<number, TokenizedCardInput>();
  /** The renter's demo card as the gateway hands a new one to the request: tokenised, number and CVV left behind. */
  const cardOf = async (renterIndex: number): Promise<TokenizedCardInput> => {
    const known = cards.get(renterIndex);
    if (known) return known;
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
    const card: TokenizedCardInput = {
      providerRef: token.providerRef,
      brand: token.brand,
      last4: token.last4,
      expMonth: token.expMonth,
      expYear: token.expYear,
      nameOnCard: renter.fullName,
    };
    cards.set(renterIndex, card);
    return card;
  };

  for (const p of [...planned].sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())) {
    const item = items[p.itemIndex]!;
    const renter: Actor = { userId: users[p.renterIndex]!.id, role: 'user' };
    const owner: Actor = { userId: users[p.ownerIndex]!.id, role: 'user' };
    let lastStep = p.requestedAt;

    /**
     * One command at the moment it happened. Its ledger entries are dated then; its outbox events too when `owed`
     * (a timer of the running worker still waits on them), and otherwise dropped.
     */
    const step = async (
      at: Date,
      actor: Actor,
      operation: string,
      owed: boolean,
      work: (step: BookingStep) => Promise<{ bookingId: number }>,
    ): Promise<number> => {
      const marks = await writeMarks(tx);
      const { bookingId } = await work({ tx, actor, payments, now: at, key: `seed-${p.n}-${operation}` });
      await tx.flush();
      await sqlIn(tx, 'update ledger_entries set created_at = ? where booking_id = ? and id > ?', [
        at,
        bookingId,
        marks.ledger,
      ]);
      const events = `id > ? and (payload->>'bookingId')::int = ?`;
      if (owed)
        await sqlIn(tx, `update outbox_events set created_at = ? where ${events}`, [
          at,
          marks.outbox,
          bookingId,
        ]);
      else await sqlIn(tx, `delete from outbox_events where ${events}`, [marks.outbox, bookingId]);
      lastStep = at;
      return bookingId;
    };

    const quote = quoteRental(
      item.pricePerDayCents,
      item.securityDepositCents,
      rentalDays(p.startDate, p.endDate),
      p.protection ? protectionTerms : null,
    );
    const paymentMethod = await cardOf(p.renterIndex);
    const bookingId = await step(p.requestedAt, renter, 'request', p.status === 'pending_approval', (s) =>
      bookingSteps.request(
        s,
        BookingCommands.request.input.parse({
          itemId: item.id,
          startDate: p.startDate,
          endDate: p.endDate,
          // The price the renter was shown (the request refuses any other).
          totalPrice: fromMinorUnits(quote.totalCents),
          deliveryOption: p.deliveryMethod,
          deliveryAddress: p.deliveryAddress,
          message: p.message,
          paymentMethod,
          // With protection, its fee as the renter was shown it on the review step.
          ...(p.protection
            ? { protection: true, protectionFee: fromMinorUnits(quote.protectionFeeCents) }
            : {}),
        }),
      ),
    );
    const ref = { bookingId };

    if (p.approvedAt)
      await step(p.approvedAt, owner, 'approve', false, (s) =>
        bookingSteps.approve(s, BookingCommands.approve.input.parse(ref)),
      );
    if (p.status === 'rejected')
      await step(p.cancelledAt!, owner, 'reject', false, (s) =>
        bookingSteps.reject(s, BookingCommands.reject.input.parse({ ...ref, reason: p.ownerNotes })),
      );
    if (p.status === 'cancelled')
      await step(p.cancelledAt!, p.cancelledBy === 'owner' ? owner : renter, 'cancel', false, (s) =>
        bookingSteps.cancel(s, BookingCommands.cancel.input.parse({ ...ref, reason: p.cancelReason })),
      );
    if (p.readyAt) {
      const handOver = BookingCommands.readyForPickup.input.parse({ ...ref, notes: p.ownerNotes });
      await step(p.readyAt, owner, 'ready', false, (s) =>
        p.deliveryMethod === 'pickup'
          ? bookingSteps.readyForPickup(s, handOver)
          : bookingSteps.shipped(s, handOver),
      );
    }
    if (p.receivedAt)
      await step(p.receivedAt, renter, 'received', p.status === 'with_renter', (s) =>
        bookingSteps.received(s, BookingCommands.received.input.parse(ref)),
      );
    if (p.overdueAt)
      // The overdue timer's own work, when it fell due (as the running worker would have done it).
      await step(p.overdueAt, SYSTEM, 'overdue', false, async (s) => {
        // Nothing else writes during the seed's transaction: no lock to take, unlike the timer.
        const booking = await s.tx.findOneOrFail(Booking, { id: bookingId });
        if (!(await flagOverdue(s.tx, booking, s.now)))
          throw new Error(`Demo booking ${p.n}: the overdue timer found nothing to flag`);
        return ref;
      });
    if (p.returnedAt)
      await step(p.returnedAt, renter, 'returned', p.status === 'returned', (s) =>
        bookingSteps.returned(s, BookingCommands.returned.input.parse({ ...ref, notes: p.returnNotes })),
      );
    if (p.completedAt)
      await step(p.completedAt, owner, 'condition', false, (s) =>
        bookingSteps.confirmCondition(s, BookingCommands.confirmCondition.input.parse(ref)),
      );
    if (p.status !== (await tx.findOneOrFail(Booking, { id: bookingId })).status)
      throw new Error(`Demo booking ${p.n}: the commands did not reach '${p.status}'`);
    // Stamped by every flush; the booking last changed at its last step (a review leaves the booking's row alone).
    await sqlIn(tx, 'update bookings set updated_at = ? where id = ?', [lastStep, bookingId]);
    if (p.reviews) {
      // Hidden until both sides wrote; the second publishes both (review.published stays owed to the consumers).
      const { byRenter, byOwner } = p.reviews;
      await step(byRenter.at, renter, 'review-renter', true, (s) =>
        bookingSteps.review(
          s,
          BookingCommands.review.input.parse({ ...ref, rating: byRenter.rating, comment: byRenter.comment }),
        ),
      );
      await step(byOwner.at, owner, 'review-owner', true, (s) =>
        bookingSteps.review(
          s,
          BookingCommands.review.input.parse({ ...ref, rating: byOwner.rating, comment: byOwner.comment }),
        ),
      );
    }
  }
  return planned.length;
}

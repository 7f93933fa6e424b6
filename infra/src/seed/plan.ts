import { ApprovalStatus, type CategoryName, type CurrencyCode } from '@koalarent/core';
import {
  DEMO_CITIES,
  DEMO_PRODUCTS,
  DEMO_REJECTION_REASON,
  DEMO_USERS,
  type DemoCity,
  type DemoPlace,
  type DemoProduct,
  OWNER_NOTES,
} from './demo-data.js';

/** About 200 listings (issue §5): enough for search, paging and radius to show something real. */
export const DEMO_ITEM_COUNT = 200;
/** Listings still waiting for the admin, newest ones. */
export const DEMO_PENDING_COUNT = 4;
/** Listings shown over this many past days. */
export const DEMO_SPAN_DAYS = 42;

/** Captions of the extra pictures every category shares (an item's second and third photo). */
const EXTRA_CAPTIONS = ['Everything in the kit', 'Checked before every rental'] as const;

interface PlannedPicture {
  /** `category/caption/variant`: one rendering, shared by every owner who shows it. */
  id: string;
  category: CategoryName;
  caption: string;
  variant: number;
}

interface PlannedItem {
  product: DemoProduct;
  /** Index into DEMO_USERS. */
  ownerIndex: number;
  title: string;
  description: string;
  currency: CurrencyCode;
  /** Whole units of `currency`. */
  pricePerDay: number;
  deposit: number;
  quantity: number;
  location: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  /** Picture ids in display order (1–3). */
  pictures: string[];
}

export interface DemoPlan {
  items: PlannedItem[];
  pictures: PlannedPicture[];
  /** Who favourites what: indexes into DEMO_USERS and `items`. */
  favorites: { userIndex: number; itemIndex: number }[];
}

/** Small deterministic PRNG (mulberry32): the demo looks varied yet is the same on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function cityOf(name: string): DemoCity {
  return DEMO_CITIES.find((c) => c.name === name)!;
}

/**
 * Decides the whole demo marketplace without touching a database or an image: who lists which product where, in
 * which currency and at what price, when, in which approval state, with which pictures, and who favourites
 * what. Pure and seeded, so the seeder and its tests see the same plan on every machine.
 */
export function planDemoMarketplace(now: Date, seed = 20_240_601): DemoPlan {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const owners = DEMO_USERS.flatMap((u, i) => (u.kind === 'owner' ? [i] : []));

  // Each owner lends from two neighbourhoods of their city, as a real neighbour would.
  const homes = new Map<number, DemoPlace[]>();
  owners.forEach((userIndex, n) => {
    const { places } = cityOf(DEMO_USERS[userIndex]!.city);
    homes.set(userIndex, [places[(n * 3) % places.length]!, places[(n * 3 + 5) % places.length]!]);
  });

  // Shuffled ages so the "newest" lists mix categories and cities instead of showing all cameras first.
  const ageRank = shuffled(
    Array.from({ length: DEMO_ITEM_COUNT }, (_, i) => i),
    random,
  );
  const spanHours = DEMO_SPAN_DAYS * 24;

  const pictures = new Map<string, PlannedPicture>();
  const picture = (category: CategoryName, caption: string, variant: number) => {
    const id = `${category}/${caption}/${variant}`;
    if (!pictures.has(id)) pictures.set(id, { id, category, caption, variant });
    return id;
  };

  const items: PlannedItem[] = [];
  for (let i = 0; i < DEMO_ITEM_COUNT; i++) {
    const product = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
    const round = Math.floor(i / DEMO_PRODUCTS.length);
    // A product listed twice is listed by two owners, usually in two cities.
    const ownerIndex = owners[(i + round * 4) % owners.length]!;
    const owner = DEMO_USERS[ownerIndex]!;
    const place = homes.get(ownerIndex)![int(0, 1)]!;
    const note = OWNER_NOTES[int(0, OWNER_NOTES.length - 1)]!.replace('{suburb}', place.suburb);
    const withNote = round > 0 || random() < 0.6;
    const pricePerDay = round === 0 ? product.pricePerDay : clamp(product.pricePerDay + int(-3, 3), 15, 45);
    const deposit =
      round === 0 ? product.deposit : clamp(Math.round(product.deposit / 10 + int(-2, 2)) * 10, 50, 200);
    const extras = random() < 0.45 ? 0 : random() < 0.65 ? 1 : 2;
    const firstExtra = int(0, EXTRA_CAPTIONS.length - 1);
    const ageHours = ((ageRank[i] ?? i) / DEMO_ITEM_COUNT) * spanHours + 1 + random() * 5;
    const hasReviews = random() < 0.65;
    const spendDraws = (n: number) => {
      for (let i = 0; i < n; i++) random();
      return {};
    };
    items.push({
      product,
      ownerIndex,
      title: product.title,
      description: withNote ? `${product.description} ${note}` : product.description,
      currency: random() < 0.8 ? owner.currency : owner.otherCurrency,
      pricePerDay,
      deposit,
      quantity: product.quantity ?? (random() < 0.1 ? 2 : 1),
      location: `${place.suburb}, ${owner.city}`,
      // Scattered around the neighbourhood's centre (±~800 m), so no two pins sit on top of each other.
      latitude: Number((place.latitude + (random() - 0.5) * 0.015).toFixed(6)),
      longitude: Number((place.longitude + (random() - 0.5) * 0.02).toFixed(6)),
      createdAt: new Date(now.getTime() - Math.round(ageHours * 3_600_000)),
      approvalStatus: ApprovalStatus.Approved,
      rejectionReason: null,
      // Ratings are not invented: they follow from the reviews of the seeded bookings (bookings.ts). The two draws
      // that once made them are still taken, so every later choice of the plan (photos, favourites, rentals) stays.
      ...spendDraws(hasReviews ? 2 : 0),
      pictures: [
        picture(product.category, product.kind, 0),
        ...Array.from({ length: extras }, (_, k) =>
          picture(
            product.category,
            EXTRA_CAPTIONS[(firstExtra + k) % EXTRA_CAPTIONS.length]!,
            1 + ((firstExtra + k) % EXTRA_CAPTIONS.length),
          ),
        ),
      ],
    });
  }

  // The newest few wait for the admin, each from a different owner; one older listing was refused.
  const byAge = items
    .map((_, i) => i)
    .sort((a, b) => items[b]!.createdAt.getTime() - items[a]!.createdAt.getTime());
  const pendingOwners = new Set<number>();
  for (const index of byAge) {
    if (pendingOwners.size === DEMO_PENDING_COUNT) break;
    const item = items[index]!;
    if (pendingOwners.has(item.ownerIndex)) continue;
    pendingOwners.add(item.ownerIndex);
    Object.assign(item, { approvalStatus: ApprovalStatus.Pending });
  }
  const rejected = items[byAge[30]!]!;
  Object.assign(rejected, {
    approvalStatus: ApprovalStatus.Rejected,
    rejectionReason: DEMO_REJECTION_REASON,
  });

  // Favourites: each renter a handful in their own city, each owner a few of their neighbours' listings (so
  // "people who liked this also liked" has something to go on).
  const favorites: DemoPlan['favorites'] = [];
  DEMO_USERS.forEach((user, userIndex) => {
    const count = user.kind === 'renter' ? 8 : 3;
    const candidates = shuffled(
      items.flatMap((item, itemIndex) =>
        item.approvalStatus === ApprovalStatus.Approved &&
        item.ownerIndex !== userIndex &&
        DEMO_USERS[item.ownerIndex]!.city === user.city
          ? [itemIndex]
          : [],
      ),
      random,
    );
    for (const itemIndex of candidates.slice(0, count)) favorites.push({ userIndex, itemIndex });
  });

  return { items, pictures: [...pictures.values()], favorites };
}

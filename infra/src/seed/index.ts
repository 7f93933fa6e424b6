import { bookingsEntities } from '@koalarent/bookings/entities';
import {
  Category,
  coreEntities,
  Favorite,
  hashPassword,
  type ImageStore,
  Item,
  LocalImageStore,
  Onboarding,
  type Orm,
  removeRenditions,
  saveRenditions,
  Upload,
  type UploadVariant,
  User,
  UserRole,
} from '@koalarent/core';
import {
  type DemoPaymentSettings,
  demoPaymentProvider,
  planDemoBookings,
  seedDemoBookings,
} from './bookings.js';
import { DEMO_CATEGORIES, DEMO_ONBOARDING, DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { renderPicture } from './images.js';
import { planDemoMarketplace } from './plan.js';

export { ensureSuperAdmin } from '@koalarent/core';
export { DEMO_BOOKINGS } from './bookings.js';
export { DEMO_PASSWORD, DEMO_REJECTION_REASON, DEMO_USERS } from './demo-data.js';
export { DEMO_ITEM_COUNT, DEMO_PENDING_COUNT, DEMO_SPAN_DAYS } from './plan.js';

export interface SeedOptions {
  /** Root of uploaded files, used when no `images` store is given (served as /uploads/...). */
  uploadDir: string;
  /** Where the demo images are stored: the process's store (local disk or S3); default UPLOAD_DIR. */
  images?: ImageStore;
  /** "Now" for the spread of creation dates; tests pin it. */
  now?: Date;
  /** Password of every demo account (default KoalaDemo!2024). */
  password?: string;
  /**
   * The payment settings the app runs with (its Config): demo bookings hold money in the built-in sandbox with the
   * app's fingerprint key. With STRIPE_SECRET_KEY set no bookings are seeded (see demoPaymentProvider). Default:
   * the sandbox with the default key, as `npm start` runs.
   */
  payments?: Partial<DemoPaymentSettings>;
}

/**
 * The entities an ORM given to seedDemoData must know: the shared kernel's and the bookings service's (demo
 * bookings, their ledger, reviews, saved cards and the sandbox provider's books).
 */
export const seedEntities = [...coreEntities, ...bookingsEntities];

export interface SeedResult {
  seeded: boolean;
  users: number;
  items: number;
  /** Uploads recorded (each with its WebP renditions), all owned by the member whose listings show them. */
  images: number;
  /** Demo bookings written (see bookings.ts); 0 when the app pays through Stripe. */
  bookings: number;
}

/**
 * Runs async work over items with at most `limit` in flight (image encoding is CPU bound). On a failure no new
 * work starts, and it rejects only once the work in flight has settled, so the caller's clean-up sees
 * everything that was done.
 */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

interface PlannedUpload {
  id: string;
  ownerIndex: number;
  pictureId: string;
  /** When the owner's first listing showing it was created: uploaded a little before, attached then. */
  firstUse: Date;
  variants: UploadVariant[];
}

/**
 * Fills an empty database with a believable marketplace (see plan.ts): about 200 listings over the six
 * categories in Sydney, Melbourne and London, priced in several currencies, a few waiting for the admin and one
 * refused, with favourites, ratings and real images, and a few weeks of rentals between the members (bookings.ts).
 * Images go through the upload path members use: each is an Upload owned by the member whose listings show it,
 * stored through the ImageStore, so listings only carry URLs of their owner's uploads. Does nothing when any user exists, so it is safe on every start and never touches
 * real data.
 */
export async function seedDemoData(orm: Orm, options: SeedOptions): Promise<SeedResult> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return { seeded: false, users: 0, items: 0, images: 0, bookings: 0 };
  const missing = bookingsEntities.filter((entity) => !orm.getMetadata().has(entity.name));
  if (missing.length > 0)
    throw new Error(
      `seedDemoData needs an ORM that knows the bookings entities (missing ${missing.map((e) => e.name).join(', ')}): create it with seedEntities`,
    );

  const now = options.now ?? new Date();
  const store = options.images ?? new LocalImageStore(options.uploadDir);
  const plan = planDemoMarketplace(now);
  // Decided (and checked against the booking rules) before any image is rendered.
  const bookingPlan = planDemoBookings(plan, now);
  const payments = demoPaymentProvider(orm, options.payments);
  let bookings = 0;

  // Every demo account shares the one published password, so one (deliberately slow) hash serves them all.
  const passwordHash = hashPassword(options.password ?? DEMO_PASSWORD);

  // Each picture is rendered once; every owner showing it gets an upload of their own with the same bytes.
  const uploads = new Map<string, PlannedUpload>();
  const itemUploads = plan.items.map((item) =>
    item.pictures.map((pictureId) => {
      const key = `${item.ownerIndex}:${pictureId}`;
      let upload = uploads.get(key);
      if (!upload) {
        // The entity's own id generator (UUIDv7), so demo keys look exactly like members' uploads.
        upload = {
          id: new Upload().id,
          ownerIndex: item.ownerIndex,
          pictureId,
          firstUse: item.createdAt,
          variants: [],
        };
        uploads.set(key, upload);
      } else if (item.createdAt < upload.firstUse) upload.firstUse = item.createdAt;
      return upload;
    }),
  );
  const planned = [...uploads.values()];
  const sizes = new Map<string, { width: number; height: number }>();

  // Files first, outside the transaction; if anything fails they are removed again, so the next start simply
  // tries again on an empty database and an empty store. Each picture's uploads are stored as soon as it is
  // rendered, so disk (or network) and encoder work overlap.
  try {
    await mapLimit(plan.pictures, 4, async (picture) => {
      const { width, height, renditions } = await renderPicture(
        picture.caption,
        picture.category,
        picture.variant,
      );
      sizes.set(picture.id, { width, height });
      for (const upload of planned.filter((u) => u.pictureId === picture.id))
        upload.variants = await saveRenditions(store, upload.id, renditions);
    });
    const hash = await passwordHash;
    await em.transactional(async (tx) => {
      // The first migration seeds the categories; create whichever one is missing (older databases).
      const existing = await tx.find(Category, {});
      const categories = new Map(existing.map((c) => [c.name, c]));
      for (const { name, icon } of DEMO_CATEGORIES) {
        if (!categories.has(name)) categories.set(name, tx.create(Category, { name, icon }));
      }

      const joinedDaysAgo = (i: number) => 60 + i * 9;
      const users = DEMO_USERS.map((u, i) =>
        tx.create(User, {
          username: u.username,
          fullName: u.fullName,
          email: u.email,
          phone: u.phone,
          passwordHash: hash,
          role: UserRole.User,
          isVerified: true,
          emailVerifiedAt: new Date(now.getTime() - joinedDaysAgo(i) * 86_400_000),
          createdAt: new Date(now.getTime() - joinedDaysAgo(i) * 86_400_000),
        }),
      );

      for (const user of users) {
        const answers = DEMO_ONBOARDING[user.username];
        const completedAt = new Date(user.createdAt.getTime() + 3_600_000);
        tx.create(
          Onboarding,
          answers ? { user, ...answers, completedAt } : { user, skipped: true, completedAt },
        );
      }

      for (const upload of planned) {
        tx.create(Upload, {
          id: upload.id,
          owner: users[upload.ownerIndex]!,
          width: sizes.get(upload.pictureId)!.width,
          height: sizes.get(upload.pictureId)!.height,
          variants: upload.variants,
          createdAt: new Date(upload.firstUse.getTime() - 10 * 60_000),
          attachedAt: upload.firstUse,
        });
      }

      const items = plan.items.map((planned, index) => {
        const owner = users[planned.ownerIndex]!;
        const day = planned.pricePerDay * 100;
        const item = tx.create(Item, {
          title: planned.title,
          description: planned.description,
          category: categories.get(planned.product.category)!,
          owner,
          currency: planned.currency,
          pricePerDayCents: day,
          pricePerWeekCents: day * 6,
          pricePerMonthCents: planned.pricePerDay <= 30 ? day * 20 : null,
          securityDepositCents: planned.deposit * 100,
          location: planned.location,
          latitude: planned.latitude,
          longitude: planned.longitude,
          quantity: planned.quantity,
          images: itemUploads[index]!.map((u) => u.variants[u.variants.length - 1]!.url),
          approvalStatus: planned.approvalStatus,
          rejectionReason: planned.rejectionReason,
          availability: true,
          createdAt: planned.createdAt,
          updatedAt: planned.createdAt,
        });
        owner.itemsListed += 1;
        return item;
      });

      for (const { userIndex, itemIndex } of plan.favorites) {
        // Favourited some time after it was listed.
        const listed = items[itemIndex]!.createdAt.getTime();
        tx.create(Favorite, {
          user: users[userIndex]!,
          item: items[itemIndex]!,
          createdAt: new Date(listed + (now.getTime() - listed) / 2),
        });
      }

      // Rentals between the members, once the members and listings have ids.
      if (payments) {
        await tx.flush();
        bookings = await seedDemoBookings(tx, bookingPlan, { users, items, payments });
      }
    });
  } catch (error) {
    await Promise.all(planned.map((upload) => removeRenditions(store, upload.variants)));
    throw error;
  }

  return {
    seeded: true,
    users: DEMO_USERS.length,
    items: plan.items.length,
    images: planned.length,
    bookings,
  };
}

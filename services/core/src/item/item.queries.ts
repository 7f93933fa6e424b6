import { DomainError, ErrorCode } from '../contracts/errors.js';
import { LIST_LIMITS, MAX_ROW_ID } from '../contracts/request.schema.js';
import type { EntityManager } from '../db/orm.js';
import { User } from '../user/user.entity.js';
import { ApprovalStatus } from './item.entity.js';

/** Who is looking: decides which items exist for them (see `visibleClause`). */
export interface CatalogViewer {
  id: number;
  role: 'admin' | 'user';
}

/** An item as the catalog reads it: the row, its category's name and whether its owner is locked. */
export interface ItemRecord {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  categoryName: string;
  ownerId: number;
  ownerLocked: boolean;
  currency: string;
  pricePerDayCents: number;
  pricePerWeekCents: number | null;
  pricePerMonthCents: number | null;
  pricePerYearCents: number | null;
  securityDepositCents: number;
  location: string;
  latitude: number | null;
  longitude: number | null;
  quantity: number;
  images: string[];
  availability: boolean;
  /** Issue 23 §5: a trusted renter's request is approved at once. */
  instantBook: boolean;
  averageRating: number;
  reviewCount: number;
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

export const ITEM_NOT_FOUND = 'Item not found';
export const USER_NOT_FOUND = 'User not found';

export function itemNotFound(): DomainError {
  return new DomainError(ErrorCode.NotFound, { message: ITEM_NOT_FOUND });
}

/**
 * One SELECT list for every read (the search's page included), so an item looks the same whichever query found it:
 * the columns of `ItemRecord` over `ITEM_FROM`'s aliases `i`, `c` and `u`.
 */
export const ITEM_COLUMNS = `i.id, i.title, i.description, i.category_id as "categoryId", c.name as "categoryName",
  i.owner_id as "ownerId", u.is_locked as "ownerLocked", i.currency,
  i.price_per_day_cents as "pricePerDayCents", i.price_per_week_cents as "pricePerWeekCents",
  i.price_per_month_cents as "pricePerMonthCents", i.price_per_year_cents as "pricePerYearCents",
  i.security_deposit_cents as "securityDepositCents", i.location, i.latitude, i.longitude, i.quantity, i.images,
  i.availability, i.instant_book as "instantBook", i.average_rating as "averageRating", i.review_count as "reviewCount",
  i.approval_status as "approvalStatus", i.rejection_reason as "rejectionReason", i.created_at as "createdAt",
  i.updated_at as "updatedAt"`;

/** The tables ITEM_COLUMNS reads. */
export const ITEM_FROM =
  'items i join categories c on c.id = i.category_id join users u on u.id = i.owner_id';

/** Spec §6 / issue 7: what a visitor sees — approved, available, and the owner not locked. */
export const PUBLIC_ITEM_SQL = `(i.approval_status = '${ApprovalStatus.Approved}' and i.availability and not u.is_locked)`;

/**
 * The visibility rule as SQL over `items i join users u`: the public rule, plus every item of one's own, plus
 * everything for admins. An item outside it does not exist for that viewer (404, never 403).
 */
export function visibleClause(viewer: CatalogViewer | null): { sql: string; params: unknown[] } {
  if (viewer?.role === 'admin') return { sql: 'true', params: [] };
  if (viewer) return { sql: `(${PUBLIC_ITEM_SQL} or i.owner_id = ?)`, params: [viewer.id] };
  return { sql: PUBLIC_ITEM_SQL, params: [] };
}

/** The same rule for a record already read. */
export function isVisibleTo(item: ItemRecord, viewer: CatalogViewer | null): boolean {
  if (viewer?.role === 'admin' || viewer?.id === item.ownerId) return true;
  return item.approvalStatus === ApprovalStatus.Approved && item.availability && !item.ownerLocked;
}

async function selectItems(
  em: EntityManager,
  where: string,
  params: unknown[],
  tail = '',
): Promise<ItemRecord[]> {
  return em
    .getConnection()
    .execute(`select ${ITEM_COLUMNS} from ${ITEM_FROM} where ${where} ${tail}`, params);
}

export async function itemById(em: EntityManager, id: number): Promise<ItemRecord | null> {
  if (!isRowId(id)) return null;
  const [row] = await selectItems(em, 'i.id = ?', [id]);
  return row ?? null;
}

/** The item if this viewer may see it, else NOT_FOUND 'Item not found'. */
export async function visibleItem(
  em: EntityManager,
  id: number,
  viewer: CatalogViewer | null,
): Promise<ItemRecord> {
  const item = await itemById(em, id);
  if (!item || !isVisibleTo(item, viewer)) throw itemNotFound();
  return item;
}

const clampLimit = (limit: number, max: number): number =>
  Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), max) : 1;

/** Newest public items (the home page's "Recently Added"). */
export async function recentItems(em: EntityManager, limit: number): Promise<ItemRecord[]> {
  return selectItems(
    em,
    PUBLIC_ITEM_SQL,
    [clampLimit(limit, LIST_LIMITS.recentItems.max)],
    'order by i.created_at desc, i.id desc limit ?',
  );
}

/** Bookings that went ahead (approved or later, not refused or cancelled): what "most booked" counts. */
const BOOKED_STATUSES_SQL = `('approved','awaiting_pickup','in_transit','with_renter','returned','completed')`;

/**
 * The home page's "Featured Items": the best public items to show, not the newest — only those with a photo,
 * the best rated first (an unrated item, average 0, after every rated one), then the most booked, then the
 * most reviewed, then the newest.
 */
export async function featuredItems(em: EntityManager, limit: number): Promise<ItemRecord[]> {
  return em.getConnection().execute(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
       left join lateral (
         select count(*)::int as n from bookings b where b.item_id = i.id and b.status in ${BOOKED_STATUSES_SQL}
       ) booked on true
      where ${PUBLIC_ITEM_SQL} and jsonb_array_length(i.images) > 0
      order by i.average_rating desc, booked.n desc, i.review_count desc, i.created_at desc, i.id desc
      limit ?`,
    [clampLimit(limit, 24)],
  );
}

/**
 * "Similar Items in {category}": public items of the same category whose daily price, in USD terms, is closest
 * to this one's; never the item itself. The item must be one the viewer may see.
 */
export async function similarItems(
  em: EntityManager,
  id: number,
  viewer: CatalogViewer | null,
  limit: number,
): Promise<ItemRecord[]> {
  const item = await visibleItem(em, id, viewer);
  return em.getConnection().execute(
    // price_per_day_usd_cents is the generated column the search compares prices with (spec §9 rates).
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
      where ${PUBLIC_ITEM_SQL} and i.category_id = ? and i.id <> ?
      order by abs(i.price_per_day_usd_cents - (select t.price_per_day_usd_cents from items t where t.id = ?)), i.id
      limit ?`,
    [item.categoryId, item.id, item.id, clampLimit(limit, LIST_LIMITS.relatedItems.max)],
  );
}

/**
 * "You May Also Like", chosen in this order:
 *  1. items favourited by the members who favourited this one, the more such members the higher;
 *  2. then items of the same category before items of other categories;
 *  3. within those, the popular ones first: most favourited, then best rated (average, then number of reviews),
 *     then the newest.
 * Only public items, never the item itself and never the viewer's own listings.
 */
export async function recommendedItems(
  em: EntityManager,
  id: number,
  viewer: CatalogViewer | null,
  limit: number,
): Promise<ItemRecord[]> {
  const item = await visibleItem(em, id, viewer);
  return em.getConnection().execute(
    `with co as (
        select f2.item_id, count(*)::int as n
          from favorites f1 join favorites f2 on f2.user_id = f1.user_id and f2.item_id <> f1.item_id
         where f1.item_id = ?
         group by f2.item_id
      ), popular as (
        select item_id, count(*)::int as n from favorites group by item_id
      )
      select ${ITEM_COLUMNS} from ${ITEM_FROM}
        left join co on co.item_id = i.id
        left join popular p on p.item_id = i.id
       where ${PUBLIC_ITEM_SQL} and i.id <> ? and i.owner_id <> ?
       order by coalesce(co.n, 0) desc, (i.category_id = ?) desc, coalesce(p.n, 0) desc,
                i.average_rating desc, i.review_count desc, i.created_at desc, i.id desc
       limit ?`,
    [item.id, item.id, viewer?.id ?? 0, item.categoryId, clampLimit(limit, LIST_LIMITS.relatedItems.max)],
  );
}

/** A member's listings: every state for the member and admins, the public ones for everyone else. */
export async function userItems(
  em: EntityManager,
  userId: number,
  viewer: CatalogViewer | null,
): Promise<ItemRecord[]> {
  if (!isRowId(userId)) return [];
  const seesAll = viewer !== null && (viewer.role === 'admin' || viewer.id === userId);
  return selectItems(
    em,
    seesAll ? 'i.owner_id = ?' : `i.owner_id = ? and ${PUBLIC_ITEM_SQL}`,
    [userId],
    'order by i.created_at desc, i.id desc',
  );
}

/** The member's favourites they may still see, most recently saved first. */
export async function favoriteItems(em: EntityManager, viewer: CatalogViewer): Promise<ItemRecord[]> {
  const visible = visibleClause(viewer);
  return em
    .getConnection()
    .execute(
      `select ${ITEM_COLUMNS} from favorites f join ${ITEM_FROM} on i.id = f.item_id where f.user_id = ? and ${visible.sql} order by f.created_at desc, f.id desc`,
      [viewer.id, ...visible.params],
    );
}

/** Which of these items the member has favourited: one statement for a page (the isFavorite loader). */
export async function favoritedAmong(
  em: EntityManager,
  userId: number,
  itemIds: readonly number[],
): Promise<Set<number>> {
  const wanted = itemIds.filter(isRowId);
  if (wanted.length === 0) return new Set();
  const rows: { itemId: number }[] = await em
    .getConnection()
    .execute('select item_id as "itemId" from favorites where user_id = ? and item_id in (?)', [
      userId,
      wanted,
    ]);
  return new Set(rows.map((r) => r.itemId));
}

/** A member as the owner loader reads them: the profile's columns as plain values, no entity. */
export type MemberRecord = Pick<
  User,
  | 'id'
  | 'username'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'profileImage'
  | 'isVerified'
  | 'identityVerified'
  | 'isLocked'
  | 'role'
  | 'rating'
  | 'reviewCount'
  | 'itemsListed'
  | 'itemsRented'
  | 'createdAt'
> & { koalaRank: string };

const MEMBER_COLUMNS = `id, username, full_name as "fullName", email, phone, profile_image as "profileImage",
  is_verified as "isVerified", identity_verified as "identityVerified", is_locked as "isLocked", role, rating, review_count as "reviewCount",
  koala_rank as "koalaRank", items_listed as "itemsListed", items_rented as "itemsRented", created_at as "createdAt"`;

/**
 * Members by id, in the order given (null for unknown ids): one statement (the owner loader). Plain rows rather
 * than entities: a list page only presents its owners, and hydrating them cost the gateway more than reading them.
 */
export async function usersByIds(
  em: EntityManager,
  ids: readonly number[],
): Promise<(MemberRecord | null)[]> {
  const wanted = [...new Set(ids.filter(isRowId))];
  const users: MemberRecord[] = wanted.length
    ? await em.getConnection().execute(`select ${MEMBER_COLUMNS} from users where id in (?)`, [wanted])
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * A public profile: NOT_FOUND 'User not found' for an unknown id, and also for a locked member or an account
 * whose e-mail is not verified yet, unless the viewer is that member or an admin. Unverified accounts have done
 * nothing in public, and hiding them keeps registration from telling a new address from a taken one (the id a
 * sign-up with a taken e-mail answers names no account, exactly like a new unverified one).
 */
export async function visibleProfile(
  em: EntityManager,
  id: number,
  viewer: CatalogViewer | null,
): Promise<User> {
  const user = isRowId(id) ? await em.findOne(User, { id }) : null;
  const mayAlwaysSee = viewer !== null && (viewer.role === 'admin' || viewer.id === id);
  if (!user || ((user.isLocked || !user.isVerified) && !mayAlwaysSee))
    throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });
  return user;
}

/** Public items per category, for the categories given (0 when none): one statement (the itemCount loader). */
export async function publicItemCounts(em: EntityManager, categoryIds: readonly number[]): Promise<number[]> {
  const wanted = categoryIds.filter(isRowId);
  const rows: { categoryId: number; n: number }[] = wanted.length
    ? await em
        .getConnection()
        .execute(
          `select i.category_id as "categoryId", count(*)::int as n from items i join users u on u.id = i.owner_id where i.category_id in (?) and ${PUBLIC_ITEM_SQL} group by i.category_id`,
          [wanted],
        )
    : [];
  const counts = new Map(rows.map((r) => [r.categoryId, r.n]));
  return categoryIds.map((id) => counts.get(id) ?? 0);
}

export const ADMIN_ITEMS_DEFAULT = LIST_LIMITS.adminItems.fallback;
export const ADMIN_ITEMS_MAX = LIST_LIMITS.adminItems.max;

export interface AdminItemsQuery {
  status?: string | null;
  search?: string | null;
  limit?: number | null;
}

/**
 * Admins' list: every item, newest first, optionally one approval state and a search over title, description and
 * category name (case-insensitive substring; an admin looks for a listing they were told about, not a ranking).
 */
export async function adminItems(em: EntityManager, query: AdminItemsQuery): Promise<ItemRecord[]> {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  const status = query.status?.trim().toLowerCase();
  if (status) {
    if (!(Object.values(ApprovalStatus) as string[]).includes(status))
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: 'Status must be pending, approved or rejected',
        fieldErrors: { status: 'Status must be pending, approved or rejected' },
      });
    where.push('i.approval_status = ?');
    params.push(status);
  }
  const search = query.search?.trim();
  if (search) {
    if (search.length > 200)
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: 'Search must be at most 200 characters',
        fieldErrors: { search: 'Search must be at most 200 characters' },
      });
    const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push('(i.title ilike ? or i.description ilike ? or c.name ilike ?)');
    params.push(pattern, pattern, pattern);
  }
  const limit = clampLimit(query.limit ?? ADMIN_ITEMS_DEFAULT, ADMIN_ITEMS_MAX);
  return selectItems(
    em,
    where.join(' and '),
    [...params, limit],
    'order by i.created_at desc, i.id desc limit ?',
  );
}

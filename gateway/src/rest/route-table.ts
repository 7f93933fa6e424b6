/**
 * Spec §7 paths, each answered by running a GraphQL document against the same schema and context as /graphql:
 * one behaviour, two doors. Later issues add rows here.
 */

import {
  BookingRequestBody,
  bodyId as bodyIdOf,
  DomainError,
  decodeCursor,
  ErrorCode,
  ITEM_SORTS,
  ItemBody,
  JsonDamageAmount,
  JsonFlag,
  JsonOptionalText,
  JsonOwnerAmount,
  JsonRating,
  JsonText,
  LIST_LIMITS,
  type ListName,
  MAX_ROW_ID,
  MessageBody,
  OnboardingAnswersBody,
  PathId,
  parseField,
  parseInput,
  queryBbox,
  queryFlag as queryFlagOf,
  queryLenientId,
  queryLimit,
  queryNumber as queryNumberOf,
  queryText as queryTextOf,
  queryWhole as queryWholeOf,
  requiredFlag as requiredFlagOf,
} from '@koalarent/core';
import type { z } from 'zod';
import { PlaceMessages } from '../modules/personal/place.resolver.js';
import { API_TOKEN_ROUTES } from './api-token-routes.js';
import { AVAILABILITY_ROUTES } from './availability-routes.js';
import { graphql, type TadaDocumentNode } from './graphql.js';
import { IDENTITY_CHECK_ROUTES } from './identity-routes.js';
import { MODERATION_ROUTES } from './moderation-routes.js';
import { PUSH_SUBSCRIPTION_ROUTES } from './push-subscription-routes.js';
import { type RestRoute, restDocument, restRoute } from './rest-route.js';
import type { RestInput } from './run-route.js';

type Body = Record<string, unknown>;

const USER_FIELDS = `id username fullName email phone profileImage isVerified identityVerified isLocked role rating reviewCount koalaRank itemsListed itemsRented createdAt`;

// How each JSON or query value is read lives in core's contracts (request.schema.ts, json-body.schema.ts), beside
// the shared schemas whose messages answer; these name them for the rows below.
const text = (v: unknown): string => JsonText.parse(v);
const optionalText = (v: unknown): string | null => JsonOptionalText.parse(v);
const flag = (v: unknown): boolean | null => JsonFlag.parse(v);
/** A request value read with its shared reader; one it refuses is a 400 on `field`. */
const read = <S extends z.ZodType>(schema: S, field: string, value: unknown): z.output<S> =>
  parseField(schema, field, value);

/** The public face of an item's owner (spec §3: "owner (with username)"); email and phone stay private. */
const OWNER_FIELDS =
  'id username fullName profileImage rating reviewCount koalaRank isVerified itemsListed createdAt';

/** Spec §3 item fields, plus what the screens need (the owner, the viewer's favourite flag, the review state). */
const ITEM_FIELDS =
  `id title description category categoryId currency pricePerDay pricePerWeek pricePerMonth pricePerYear pricePerDayUsd securityDeposit location latitude longitude distanceKm quantity image images availability instantBook ownerId owner { ${OWNER_FIELDS} } isFavorite rating averageRating reviewCount approvalStatus rejectionReason createdAt updatedAt` as const;

function badInput(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

const queryText = (query: Record<string, unknown>, key: string): string | null =>
  read(queryTextOf(key), key, query[key]);
const queryNumber = (query: Record<string, unknown>, key: string): number | null =>
  read(queryNumberOf(key), key, query[key]);
const queryWhole = (query: Record<string, unknown>, key: string, min: number, max: number): number | null =>
  read(queryWholeOf(key, min, max), key, query[key]);
/** A list's page size from `?limit=`, or the list's own default. */
const limitOf = (query: Record<string, unknown>, list: ListName): number =>
  read(queryLimit(list, 'limit'), 'limit', query.limit) ?? LIST_LIMITS[list].fallback;
const pathId = (value: string | undefined): number => PathId.parse(value);
const bodyId = (value: unknown, field: string): number => read(bodyIdOf(field), field, value);

function itemInput(body: Body) {
  return parseInput(ItemBody, body);
}

/** `price_asc` as the query string says it, `PRICE_ASC` as the GraphQL enum names it. */
function sortOf(query: Record<string, unknown>): string | null {
  const raw = queryText(query, 'sort')?.toLowerCase() ?? null;
  if (raw === null) return null;
  if (!(ITEM_SORTS as readonly string[]).includes(raw))
    throw badInput('sort', `sort must be one of ${ITEM_SORTS.join(', ')}`);
  return raw.toUpperCase();
}

/** The spec's list filters (§3), plus place, radius, sort and the price bounds' currency. */
function itemFilter(query: Record<string, unknown>) {
  return {
    category: queryText(query, 'category'),
    search: queryText(query, 'search'),
    location: queryText(query, 'location'),
    minPrice: queryNumber(query, 'minPrice'),
    maxPrice: queryNumber(query, 'maxPrice'),
    currency: queryText(query, 'currency')?.toUpperCase() ?? null,
    owner: queryWhole(query, 'owner', 1, MAX_ROW_ID),
    lat: queryNumber(query, 'lat'),
    lon: queryNumber(query, 'lon'),
    radiusKm: queryNumber(query, 'radiusKm'),
    bbox: read(queryBbox('bbox'), 'bbox', query.bbox),
    sort: sortOf(query),
    instantBook: read(queryFlagOf('instantBook'), 'instantBook', query.instantBook),
    startDate: queryText(query, 'startDate'),
    endDate: queryText(query, 'endDate'),
  };
}

function profileInput(body: Body): Record<string, unknown> {
  const optional = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
  // A field left out of the body is left out of the input, so the profile keeps it (the spec sends no image).
  return {
    fullName: text(body.fullName),
    ...(body.phone !== undefined ? { phone: optional(body.phone) } : {}),
    ...(body.profileImage !== undefined ? { profileImage: optional(body.profileImage) } : {}),
  };
}

/** The public face of a booking's renter or owner (spec §3: owner (fullName, profileImage)). */
const PARTY_FIELDS = 'id username fullName profileImage koalaRank rating reviewCount isVerified';

const REVIEW_FIELDS =
  `id bookingId rating comment direction itemId author { ${PARTY_FIELDS} } createdAt` as const;

/** Spec §3 Booking fields (id, itemId, item, owner, status, paymentStatus, totalPrice, dates, …) and ours. */
const BOOKING_FIELDS =
  `id itemId item { id title images ownerId } owner { ${PARTY_FIELDS} } renter { ${PARTY_FIELDS} } status paymentStatus currency days dailyPrice rentPrice serviceFee totalPrice securityDeposit protectionFee protectionCover lateFee refundedAmount ownerPayout startDate endDate createdAt approvedAt receivedDate returnedAt completedAt cancelledAt expiresAt deliveryMethod deliveryAddress rentalMessage ownerNotes returnNotes cancelReason cancelledBy overdue viewerRole allowedActions cancellationRefund reviewDeadline damageClaim { id amount reason photos status respondBy ownerAmount decisionNote resolvedAt createdAt protectionAmount protectionStatus protectionPaid protectionNote protectionDecidedAt } myReview { ${REVIEW_FIELDS} } paymentMethod { id brand last4 expMonth expYear nameOnCard }` as const;

const PAYMENT_METHOD_FIELDS = 'id brand last4 expMonth expYear nameOnCard';

/** A request header as text (the first, when repeated); null when absent or blank. */
function headerText(input: RestInput, name: string): string | null {
  const raw = input.headers?.[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * Spec §7: POST /api/bookings names its idempotency key in a header; without one a retry could book twice. A
 * missing header goes through as '' so the resolver answers it, after the sign-in check (401 comes first).
 */
function idempotencyHeader(input: RestInput): string {
  return headerText(input, 'idempotency-key') ?? '';
}

/** Spec §3's booking request as the GraphQL input (see BookingRequestBody); nothing here refuses, so 401 comes first. */
function bookingRequestInput(body: Body) {
  return parseInput(BookingRequestBody, body);
}

function requiredFlag(value: unknown, field: string): boolean {
  return read(requiredFlagOf(field), field, value);
}

/**
 * PUT /api/admin/users/{id}'s body as AdminUserUpdateInput: only the fields it names (the spec sends the whole
 * edited user, or just one flag or the role); null clears the phone. A field of the wrong JSON type is a 400 on it.
 */
function adminUserInput(body: Body): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of ['fullName', 'username', 'email', 'phone', 'role']) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number')
      throw badInput(field, `${field} must be text`);
    input[field] = value === null ? null : String(value);
  }
  for (const field of ['isVerified', 'isLocked']) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    input[field] = requiredFlag(value, field);
  }
  return input;
}

/**
 * One booking transition: PUT /api/bookings/{id}/<path> running its mutation with the booking's id, the request's
 * Idempotency-Key and `fields` read from the body; `result` picks the booking from `data`.
 */
function bookingTransition<Result, Variables>(
  path: string,
  document: TadaDocumentNode<Result, Variables>,
  result: (data: NoInfer<Result>) => unknown,
  fields: (body: Body) => Record<string, unknown> = () => ({}),
): RestRoute {
  return restRoute({
    method: 'PUT',
    path: `/api/bookings/:id/${path}`,
    document,
    variables: (input) => ({
      bookingId: pathId(input.params.id),
      idempotencyKey: headerText(input, 'idempotency-key'),
      ...fields(input.body),
    }),
    result,
  });
}

/** REST's names of the admins' tracking ranges (spec §7: 1day/7days/30days/all) as GraphQL's TrackingRange. */
const TRACKING_RANGES: Record<string, string> = {
  '1day': 'DAY',
  '7days': 'WEEK',
  '30days': 'MONTH',
  all: 'ALL',
};

function trackingRange(query: Record<string, unknown>): string {
  const raw = queryText(query, 'range')?.trim().toLowerCase() ?? '7days';
  const range = TRACKING_RANGES[raw];
  if (!range) throw badInput('range', 'range must be one of 1day, 7days, 30days, all');
  return range;
}

/** A connection as the document asks for it: `totalCount` only where the document selects it. */
interface ConnectionPage {
  nodes: readonly unknown[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount?: number;
  /** Issue 24 §1: false when the count stopped at its cap (more match than totalCount). */
  totalIsExact?: boolean;
}

/**
 * A connection answered the REST way (spec §7 lists are plain arrays): its nodes as the body, the next page's cursor
 * in X-Next-Cursor when there is one and, when the document counts them, the total in X-Total-Count. The document
 * must answer a connection at `field`, or the row does not compile.
 */
function pagedAnswer<Field extends string>(field: Field) {
  type Data = { [F in Field]: ConnectionPage };
  return {
    result: (d: Data) => d[field].nodes,
    headers: (d: Data) => {
      const { pageInfo, totalCount, totalIsExact } = d[field];
      return {
        ...(totalCount !== undefined ? { 'X-Total-Count': String(totalCount) } : {}),
        ...(totalIsExact !== undefined ? { 'X-Total-Count-Exact': String(totalIsExact) } : {}),
        ...(pageInfo.hasNextPage && pageInfo.endCursor ? { 'X-Next-Cursor': pageInfo.endCursor } : {}),
      };
    },
  };
}

const LOGIN_RECORD_FIELDS = 'id userId username ipAddress location country city browser device timestamp';
const BROWSING_RECORD_FIELDS = 'id userId username page searchQuery itemId categoryId timestamp';

/**
 * GET /api/admin/tracking/{logins,browsing}'s variables. Read leniently (an unreadable number becomes 0, which the
 * query refuses with its own message) so that a signed-out caller or a member gets 401/403 before anything about the
 * parameters; only an unknown range, which GraphQL could not even receive, is refused here.
 */
function trackingListVariables({ query }: RestInput): Record<string, unknown> {
  return {
    userId: read(queryLenientId('userId'), 'userId', query.userId),
    range: trackingRange(query),
    search: queryText(query, 'search'),
    first: read(queryLenientId('limit'), 'limit', query.limit) ?? 50,
    after: queryText(query, 'cursor'),
  };
}

/** Spec §3 Message fields, and the message's kind (USER or SYSTEM). */
const MESSAGE_FIELDS =
  'id senderId receiverId content createdAt isRead senderName relatedItemId bookingId kind';

/** POST /api/messages' three forms (spec §7), read by MessageBody. */
function messageInput(body: Body) {
  return parseInput(MessageBody, body);
}

/** PUT /api/users/me/email-preferences: the kinds the body names; a kind that is not true, false or null is a 400. */
function emailPreferencesInput(body: Body): Record<string, boolean | null> {
  const input: Record<string, boolean | null> = {};
  for (const kind of ['bookingRequests', 'bookingUpdates', 'newMessages']) {
    const value = body[kind];
    if (value === undefined) continue;
    input[kind] = value === null ? null : requiredFlag(value, kind);
  }
  return input;
}

/** Spec §3 onboarding answers as the API shows them. */
const ONBOARDING_FIELDS =
  'completed skipped completedAt answers { primaryGoal preferredCategories interests budgetMin budgetMax experience location communicationStyle availability }';

/** PUT /api/users/me/onboarding's `answers` as OnboardingAnswersInput; wrong JSON types answer the spec's messages. */
function onboardingAnswersInput(body: Body) {
  return parseInput(OnboardingAnswersBody, body.answers);
}

/**
 * A latitude or longitude from a query string. Absent or unreadable becomes a value off the globe, so the resolver
 * answers its one message for every bad coordinate ('Invalid coordinates').
 */
function coordinate(query: Record<string, unknown>, key: string): number {
  const raw = queryText(query, key);
  const n = raw === null ? Number.NaN : Number(raw.trim());
  return Number.isFinite(n) ? n : 1000;
}

/** Spec §3 Place fields as the API shows them. */
const PLACE_FIELDS = 'name region country countryCode latitude longitude label distanceKm';

/** GET /api/items' default page (spec: a plain array; the next page's cursor rides in X-Next-Cursor). */

export const REST_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/api/auth/me',
    document: graphql(`query Me { me { ${USER_FIELDS} } }`),
    result: (d) => d.me,
    nullStatus: 401,
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/login',
    // A wrong e-mail address or password.
    errors: [401],
    document: graphql(
      `mutation Login($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} firstSignIn } }`,
    ),
    variables: ({ body }) => ({
      input: { email: text(body.email), password: text(body.password), rememberMe: flag(body.rememberMe) },
    }),
    result: (d) => d.login,
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/admin/login',
    // A wrong e-mail address or password.
    errors: [401],
    document: graphql(
      `mutation AdminLogin($input: AdminLoginInput!) { adminLogin(input: $input) { ${USER_FIELDS} firstSignIn } }`,
    ),
    variables: ({ body }) => ({ input: { email: text(body.email), password: text(body.password) } }),
    result: (d) => d.adminLogin,
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/register',
    // An e-mail address or username already in use.
    errors: [409],
    document: graphql(
      `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        fullName: text(body.fullName),
        username: text(body.username),
        email: text(body.email),
        password: text(body.password),
        confirmPassword: optionalText(body.confirmPassword),
        phone: optionalText(body.phone),
        // Optional; a value of the wrong type is refused by the schema, never silently read as English.
        language: body.language === undefined || body.language === null ? null : text(body.language),
      },
    }),
    result: (d) => d.register,
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/logout',
    document: graphql('mutation Logout { logout }'),
    result: (d) => ({ success: d.logout }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    // An address already verified.
    errors: [409],
    document: graphql('mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }'),
    variables: ({ body }) => ({ token: text(body.token) }),
    result: (d) => ({ success: d.verifyEmail }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/resend-verification',
    document: graphql('mutation ResendVerification($email: String!) { resendVerification(email: $email) }'),
    variables: ({ body }) => ({ email: text(body.email) }),
    result: (d) => ({ success: d.resendVerification }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    document: graphql('mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }'),
    variables: ({ body }) => ({ email: text(body.email) }),
    result: (d) => ({ success: d.forgotPassword }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    document: graphql(
      'mutation ResetPassword($token: String!, $password: String!, $confirmPassword: String) { resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword) }',
    ),
    variables: ({ body }) => ({
      token: text(body.token),
      password: text(body.password),
      confirmPassword: optionalText(body.confirmPassword),
    }),
    result: (d) => ({ success: d.resetPassword }),
  }),
  restRoute({
    method: 'GET',
    path: '/api/categories',
    document: graphql('query Categories { categories { id name icon } }'),
    result: (d) => d.categories,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items',
    document: graphql(
      `query Items($filter: ItemFilter, $first: Int!, $after: String) { items(filter: $filter, first: $first, after: $after) { nodes { ${ITEM_FIELDS} } pageInfo { hasNextPage endCursor } totalCount totalIsExact } }`,
    ),
    variables: ({ query }) => ({
      filter: itemFilter(query),
      first: limitOf(query, 'items'),
      after: queryText(query, 'cursor'),
    }),
    ...pagedAnswer('items'),
  }),
  restRoute({
    // Before /api/items/:id, which would otherwise take "recent" for an id.
    method: 'GET',
    path: '/api/items/recent',
    document: graphql(`query RecentItems($limit: Int!) { recentItems(limit: $limit) { ${ITEM_FIELDS} } }`),
    variables: ({ query }) => ({ limit: limitOf(query, 'recentItems') }),
    result: (d) => d.recentItems,
  }),
  restRoute({
    // Items near a position (issue 11), also before /api/items/:id.
    method: 'GET',
    path: '/api/items/nearby',
    document: graphql(
      `query NearbyItems($lat: Float!, $lon: Float!, $radiusKm: Float!, $first: Int!) { nearbyItems(lat: $lat, lon: $lon, radiusKm: $radiusKm, first: $first) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ query }) => ({
      lat: coordinate(query, 'lat'),
      lon: coordinate(query, 'lon'),
      radiusKm: queryNumber(query, 'radius') ?? queryNumber(query, 'radiusKm') ?? 50,
      first: limitOf(query, 'nearbyItems'),
    }),
    result: (d) => d.nearbyItems,
  }),
  restRoute({
    // Issue 24 §2: the counts for the filter sidebar. The same query parameters as GET /api/items, read by the same
    // readers, so the same 400s (the page's limit and cursor included, though neither changes a count); before
    // /api/items/:id, which would otherwise take "facets" for an id.
    method: 'GET',
    path: '/api/items/facets',
    document: graphql(
      `query SearchFacets($filter: ItemFilter) { searchFacets(filter: $filter) { total totalIsExact categories { id name count } priceBands { min max count } distanceBands { maxKm count } } }`,
    ),
    variables: ({ query }) => {
      limitOf(query, 'items');
      const cursor = queryText(query, 'cursor');
      if (cursor !== null) decodeCursor(cursor);
      return { filter: itemFilter(query) };
    },
    result: (d) => d.searchFacets,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id',
    document: graphql(`query Item($id: Int!) { item(id: $id) { ${ITEM_FIELDS} } }`),
    variables: ({ params }) => ({ id: pathId(params.id) }),
    result: (d) => d.item,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id/similar',
    document: graphql(
      `query SimilarItems($id: Int!, $limit: Int!) { similarItems(id: $id, limit: $limit) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ params, query }) => ({
      id: pathId(params.id),
      limit: limitOf(query, 'relatedItems'),
    }),
    result: (d) => d.similarItems,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id/recommended',
    document: graphql(
      `query RecommendedItems($id: Int!, $limit: Int!) { recommendedItems(id: $id, limit: $limit) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ params, query }) => ({
      id: pathId(params.id),
      limit: limitOf(query, 'relatedItems'),
    }),
    result: (d) => d.recommendedItems,
  }),
  restRoute({
    method: 'POST',
    path: '/api/items',
    document: graphql(
      `mutation CreateItem($input: ItemInput!) { createItem(input: $input) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ body }) => ({ input: itemInput(body) }),
    result: (d) => d.createItem,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/items/:id',
    document: graphql(
      `mutation UpdateItem($id: Int!, $input: ItemInput!) { updateItem(id: $id, input: $input) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ params, body }) => ({ id: pathId(params.id), input: itemInput(body) }),
    result: (d) => d.updateItem,
    alternative: {
      // Spec §7: the availability toggle sends only {availability}.
      when: ({ body }) => Object.keys(body).length === 1 && 'availability' in body,
      route: restDocument({
        document: graphql(
          `mutation SetItemAvailability($id: Int!, $availability: Boolean!) { setItemAvailability(id: $id, availability: $availability) { ${ITEM_FIELDS} } }`,
        ),
        variables: ({ params, body }) => {
          if (typeof body.availability !== 'boolean')
            throw badInput('availability', 'Availability must be true or false');
          return { id: pathId(params.id), availability: body.availability };
        },
        result: (d) => d.setItemAvailability,
      }),
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/items/:id',
    // A listing with bookings still open.
    errors: [409],
    document: graphql('mutation DeleteItem($id: Int!) { deleteItem(id: $id) }'),
    variables: ({ params }) => ({ id: pathId(params.id) }),
    result: (d) => ({ success: d.deleteItem }),
  }),
  restRoute({
    method: 'GET',
    path: '/api/users/:id',
    document: graphql(`query User($id: Int!) { user(id: $id) { ${USER_FIELDS} } }`),
    variables: ({ params }) => ({ id: pathId(params.id) }),
    result: (d) => d.user,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/users/:id',
    // A username already in use.
    errors: [409],
    document: graphql(
      `mutation UpdateProfile($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${USER_FIELDS} } }`,
    ),
    variables: ({ params, body }) => ({ id: pathId(params.id), input: profileInput(body) }),
    result: (d) => d.updateProfile,
  }),
  restRoute({
    method: 'GET',
    path: '/api/users/:userId/items',
    document: graphql(`query UserItems($userId: Int!) { userItems(userId: $userId) { ${ITEM_FIELDS} } }`),
    variables: ({ params }) => ({ userId: pathId(params.userId) }),
    result: (d) => d.userItems,
  }),
  restRoute({
    method: 'GET',
    path: '/api/favorites',
    document: graphql(`query Favorites { favorites { ${ITEM_FIELDS} } }`),
    result: (d) => d.favorites,
  }),
  restRoute({
    method: 'GET',
    path: '/api/favorites/:itemId',
    document: graphql(
      'query FavoriteStatus($itemId: Int!) { favoriteStatus(itemId: $itemId) { itemId isFavorite } }',
    ),
    variables: ({ params }) => ({ itemId: pathId(params.itemId) }),
    result: (d) => d.favoriteStatus,
  }),
  restRoute({
    method: 'POST',
    path: '/api/favorites',
    document: graphql(
      'mutation AddFavorite($itemId: Int!) { addFavorite(itemId: $itemId) { itemId isFavorite } }',
    ),
    variables: ({ body }) => ({ itemId: bodyId(body.itemId, 'itemId') }),
    result: (d) => d.addFavorite,
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/favorites/:itemId',
    document: graphql(
      'mutation RemoveFavorite($itemId: Int!) { removeFavorite(itemId: $itemId) { itemId isFavorite } }',
    ),
    variables: ({ params }) => ({ itemId: pathId(params.itemId) }),
    result: (d) => d.removeFavorite,
  }),
  restRoute({
    method: 'GET',
    path: '/api/admin/items',
    document: graphql(
      `query AdminItems($status: String, $search: String, $limit: Int) { adminItems(status: $status, search: $search, limit: $limit) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ query }) => ({
      status: queryText(query, 'status'),
      search: queryText(query, 'search'),
      limit: read(queryLimit('adminItems', 'limit'), 'limit', query.limit),
    }),
    result: (d) => d.adminItems,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/items/:itemId',
    document: graphql(
      `mutation ReviewItem($id: Int!, $approvalStatus: String!, $reason: String) { reviewItem(id: $id, approvalStatus: $approvalStatus, reason: $reason) { ${ITEM_FIELDS} } }`,
    ),
    variables: ({ params, body }) => ({
      id: pathId(params.itemId),
      approvalStatus: text(body.approvalStatus),
      reason: optionalText(body.reason),
    }),
    result: (d) => d.reviewItem,
  }),
  restRoute({
    method: 'GET',
    path: '/api/admin/users',
    document: graphql(
      `query AdminUsers($search: String, $first: Int!, $after: String) { adminUsers(search: $search, first: $first, after: $after) { nodes { ${USER_FIELDS} } totalCount pageInfo { hasNextPage endCursor } } }`,
    ),
    variables: ({ query }) => ({
      search: queryText(query, 'search'),
      first: limitOf(query, 'adminUsers'),
      after: queryText(query, 'cursor'),
    }),
    ...pagedAnswer('adminUsers'),
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/users/:userId',
    // An e-mail address or username already in use.
    errors: [409],
    document: graphql(
      `mutation AdminUpdateUser($id: Int!, $input: AdminUserUpdateInput!) { adminUpdateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
    ),
    variables: ({ params, body }) => ({ id: pathId(params.userId), input: adminUserInput(body) }),
    result: (d) => d.adminUpdateUser,
  }),

  // Bookings (issue 8). The literal paths come before /api/bookings/:id, which would take them for an id.
  restRoute({
    method: 'GET',
    path: '/api/bookings/as-renter',
    document: graphql(`query MyBookings { myBookings { ${BOOKING_FIELDS} } }`),
    result: (d) => d.myBookings,
  }),
  restRoute({
    method: 'GET',
    path: '/api/bookings/as-owner',
    document: graphql(`query OwnerBookings { ownerBookings { ${BOOKING_FIELDS} } }`),
    result: (d) => d.ownerBookings,
  }),
  restRoute({
    method: 'GET',
    path: '/api/bookings/earnings',
    document: graphql(
      'query OwnerEarnings { ownerEarnings { totals { amount currency } lines { bookingId itemTitle completedAt amount currency } } }',
    ),
    result: (d) => d.ownerEarnings,
  }),
  restRoute({
    method: 'GET',
    path: '/api/bookings/:id',
    document: graphql(`query Booking($id: Int!) { booking(id: $id) { ${BOOKING_FIELDS} } }`),
    variables: ({ params }) => ({ id: pathId(params.id) }),
    result: (d) => d.booking,
  }),
  restRoute({
    method: 'POST',
    path: '/api/bookings',
    // A declined card.
    errors: [402],
    document: graphql(
      `mutation RequestBooking($input: BookingRequestInput!, $idempotencyKey: String!) { requestBooking(input: $input, idempotencyKey: $idempotencyKey) { ${BOOKING_FIELDS} } }`,
    ),
    variables: (input) => ({
      idempotencyKey: idempotencyHeader(input),
      input: bookingRequestInput(input.body),
    }),
    result: (d) => d.requestBooking,
  }),
  bookingTransition(
    'approve',
    graphql(
      `mutation ApproveBooking($bookingId: Int!, $idempotencyKey: String) { approveBooking(bookingId: $bookingId, idempotencyKey: $idempotencyKey) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.approveBooking,
  ),
  bookingTransition(
    'reject',
    graphql(
      `mutation RejectBooking($bookingId: Int!, $idempotencyKey: String, $reason: String!) { rejectBooking(bookingId: $bookingId, idempotencyKey: $idempotencyKey, reason: $reason) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.rejectBooking,
    (b) => ({ reason: text(b.reason) }),
  ),
  bookingTransition(
    'cancel',
    graphql(
      `mutation CancelBooking($bookingId: Int!, $idempotencyKey: String, $reason: String) { cancelBooking(bookingId: $bookingId, idempotencyKey: $idempotencyKey, reason: $reason) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.cancelBooking,
    (b) => ({ reason: optionalText(b.reason) }),
  ),
  bookingTransition(
    'ready-for-pickup',
    graphql(
      `mutation MarkReadyForPickup($bookingId: Int!, $idempotencyKey: String, $notes: String) { markReadyForPickup(bookingId: $bookingId, idempotencyKey: $idempotencyKey, notes: $notes) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.markReadyForPickup,
    (b) => ({ notes: optionalText(b.notes) }),
  ),
  bookingTransition(
    'shipped',
    graphql(
      `mutation MarkShipped($bookingId: Int!, $idempotencyKey: String, $notes: String) { markShipped(bookingId: $bookingId, idempotencyKey: $idempotencyKey, notes: $notes) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.markShipped,
    (b) => ({ notes: optionalText(b.notes) }),
  ),
  bookingTransition(
    'received',
    graphql(
      `mutation MarkReceived($bookingId: Int!, $idempotencyKey: String) { markReceived(bookingId: $bookingId, idempotencyKey: $idempotencyKey) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.markReceived,
  ),
  bookingTransition(
    'returned',
    graphql(
      `mutation MarkReturned($bookingId: Int!, $idempotencyKey: String, $notes: String) { markReturned(bookingId: $bookingId, idempotencyKey: $idempotencyKey, notes: $notes) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.markReturned,
    (b) => ({ notes: optionalText(b.notes) }),
  ),
  bookingTransition(
    'confirm-condition',
    graphql(
      `mutation ConfirmCondition($bookingId: Int!, $idempotencyKey: String) { confirmCondition(bookingId: $bookingId, idempotencyKey: $idempotencyKey) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.confirmCondition,
  ),
  bookingTransition(
    'report-damage',
    graphql(
      `mutation ReportDamage($bookingId: Int!, $idempotencyKey: String, $amount: Float!, $reason: String!, $photos: [String!]) { reportDamage(bookingId: $bookingId, idempotencyKey: $idempotencyKey, amount: $amount, reason: $reason, photos: $photos) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.reportDamage,
    (b) => ({
      amount: read(JsonDamageAmount, 'amount', b.amount),
      reason: text(b.reason),
      photos: Array.isArray(b.photos) ? b.photos.map(text) : null,
    }),
  ),
  bookingTransition(
    'respond-to-claim',
    graphql(
      `mutation RespondToDamageClaim($bookingId: Int!, $idempotencyKey: String, $accept: Boolean!) { respondToDamageClaim(bookingId: $bookingId, idempotencyKey: $idempotencyKey, accept: $accept) { ${BOOKING_FIELDS} } }`,
    ),
    (d) => d.respondToDamageClaim,
    (b) => ({ accept: requiredFlag(b.accept, 'accept') }),
  ),
  restRoute({
    method: 'PUT',
    path: '/api/admin/bookings/:id/claim',
    document: graphql(
      `mutation ResolveDamageClaim($bookingId: Int!, $ownerAmount: Float!, $note: String, $idempotencyKey: String) { resolveDamageClaim(bookingId: $bookingId, ownerAmount: $ownerAmount, note: $note, idempotencyKey: $idempotencyKey) { ${BOOKING_FIELDS} } }`,
    ),
    variables: (input) => ({
      bookingId: pathId(input.params.id),
      ownerAmount: read(JsonOwnerAmount, 'ownerAmount', input.body.ownerAmount),
      note: optionalText(input.body.note),
      idempotencyKey: headerText(input, 'idempotency-key'),
    }),
    result: (d) => d.resolveDamageClaim,
  }),
  restRoute({
    method: 'GET',
    path: '/api/admin/disputes',
    document: graphql(`query DisputedBookings { disputedBookings { ${BOOKING_FIELDS} } }`),
    result: (d) => d.disputedBookings,
  }),
  // Issue 26 §2: the admins' protection claims (the part of a claim above the deposit) and their decision.
  restRoute({
    method: 'GET',
    path: '/api/admin/protection-claims',
    document: graphql(
      `query ProtectionClaims($status: String) { protectionClaims(status: $status) { ${BOOKING_FIELDS} } }`,
    ),
    variables: ({ query }) => ({ status: queryText(query, 'status') ?? 'pending' }),
    result: (d) => d.protectionClaims,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/bookings/:id/protection',
    document: graphql(
      `mutation DecideProtectionClaim($bookingId: Int!, $decision: String!, $note: String, $idempotencyKey: String) { decideProtectionClaim(bookingId: $bookingId, decision: $decision, note: $note, idempotencyKey: $idempotencyKey) { ${BOOKING_FIELDS} } }`,
    ),
    variables: (input) => ({
      bookingId: pathId(input.params.id),
      decision: text(input.body.decision),
      note: optionalText(input.body.note),
      idempotencyKey: headerText(input, 'idempotency-key'),
    }),
    result: (d) => d.decideProtectionClaim,
  }),
  // The admins' tracking lists (GET /api/admin/tracking/{logins,browsing}): the page's records as a plain array,
  // the next cursor in X-Next-Cursor.
  restRoute({
    method: 'GET',
    path: '/api/admin/tracking/logins',
    document: graphql(
      `query LoginRecords($userId: Int, $range: TrackingRange!, $search: String, $first: Int!, $after: String) { loginRecords(userId: $userId, range: $range, search: $search, first: $first, after: $after) { nodes { ${LOGIN_RECORD_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    ),
    variables: trackingListVariables,
    ...pagedAnswer('loginRecords'),
  }),
  restRoute({
    method: 'GET',
    path: '/api/admin/tracking/browsing',
    document: graphql(
      `query BrowsingRecords($userId: Int, $range: TrackingRange!, $search: String, $first: Int!, $after: String) { browsingRecords(userId: $userId, range: $range, search: $search, first: $first, after: $after) { nodes { ${BROWSING_RECORD_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    ),
    variables: trackingListVariables,
    ...pagedAnswer('browsingRecords'),
  }),
  restRoute({
    method: 'GET',
    path: '/api/users/:userId/bookings',
    document: graphql(
      `query UserBookings($userId: Int!) { userBookings(userId: $userId) { ${BOOKING_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ userId: pathId(params.userId) }),
    result: (d) => d.userBookings,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id/availability',
    document: graphql(
      'query ItemAvailability($itemId: Int!) { itemAvailability(itemId: $itemId) { startDate endDate } }',
    ),
    variables: ({ params }) => ({ itemId: pathId(params.id) }),
    result: (d) => d.itemAvailability,
  }),
  restRoute({
    method: 'GET',
    path: '/api/items/:id/reviews',
    document: graphql(
      `query ItemReviews($itemId: Int!) { itemReviews(itemId: $itemId) { ${REVIEW_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ itemId: pathId(params.id) }),
    result: (d) => d.itemReviews,
  }),
  restRoute({
    method: 'GET',
    path: '/api/users/:id/reviews',
    document: graphql(
      `query UserReviews($userId: Int!) { userReviews(userId: $userId) { ${REVIEW_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ userId: pathId(params.id) }),
    result: (d) => d.userReviews,
  }),
  restRoute({
    method: 'POST',
    path: '/api/reviews',
    document: graphql(
      `mutation CreateReview($bookingId: Int!, $rating: Int!, $comment: String, $idempotencyKey: String) { createReview(bookingId: $bookingId, rating: $rating, comment: $comment, idempotencyKey: $idempotencyKey) { ${REVIEW_FIELDS} } }`,
    ),
    variables: (input) => ({
      bookingId: bodyId(input.body.bookingId, 'bookingId'),
      rating: read(JsonRating, 'rating', input.body.rating),
      comment: optionalText(input.body.comment),
      idempotencyKey: headerText(input, 'idempotency-key'),
    }),
    result: (d) => d.createReview,
  }),
  restRoute({
    method: 'GET',
    path: '/api/payment-methods',
    document: graphql(`query MyPaymentMethods { myPaymentMethods { ${PAYMENT_METHOD_FIELDS} } }`),
    result: (d) => d.myPaymentMethods,
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/payment-methods/:id',
    document: graphql('mutation RemovePaymentMethod($id: Int!) { removePaymentMethod(id: $id) }'),
    variables: ({ params }) => ({ id: pathId(params.id) }),
    result: (d) => ({ success: d.removePaymentMethod }),
  }),

  // Messages (issue 9). The literal paths come before /api/messages/:userId, which would take them for an id.
  restRoute({
    method: 'GET',
    path: '/api/messages/unread',
    document: graphql(`query UnreadMessages { unreadMessages { ${MESSAGE_FIELDS} } }`),
    result: (d) => d.unreadMessages,
  }),
  restRoute({
    method: 'GET',
    path: '/api/messages/conversation/:userId/:otherId',
    document: graphql(
      `query ConversationMessages($userId: Int!, $otherId: Int!) { conversationMessages(userId: $userId, otherId: $otherId) { ${MESSAGE_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ userId: pathId(params.userId), otherId: pathId(params.otherId) }),
    result: (d) => d.conversationMessages,
  }),
  restRoute({
    method: 'GET',
    path: '/api/messages/:userId',
    document: graphql(
      `query UserMessages($userId: Int!) { userMessages(userId: $userId) { ${MESSAGE_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ userId: pathId(params.userId) }),
    result: (d) => d.userMessages,
  }),
  restRoute({
    method: 'POST',
    path: '/api/messages',
    document: graphql(
      `mutation SendMessage($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE_FIELDS} } }`,
    ),
    variables: ({ body }) => ({ input: messageInput(body) }),
    result: (d) => d.sendMessage,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/messages/conversation/:otherId/read',
    document: graphql(
      'mutation MarkConversationRead($otherUserId: Int!) { markConversationRead(otherUserId: $otherUserId) }',
    ),
    variables: ({ params }) => ({ otherUserId: pathId(params.otherId) }),
    result: (d) => ({ unreadCount: d.markConversationRead }),
  }),
  restRoute({
    method: 'GET',
    path: '/api/users/me/email-preferences',
    document: graphql(
      'query EmailPreferences { emailPreferences { bookingRequests bookingUpdates newMessages } }',
    ),
    result: (d) => d.emailPreferences,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/users/me/email-preferences',
    document: graphql(
      'mutation UpdateEmailPreferences($input: EmailPreferencesInput!) { updateEmailPreferences(input: $input) { bookingRequests bookingUpdates newMessages } }',
    ),
    variables: ({ body }) => ({ input: emailPreferencesInput(body) }),
    result: (d) => d.updateEmailPreferences,
  }),

  // Onboarding and recommendations (issue 11).
  restRoute({
    method: 'GET',
    path: '/api/users/me/onboarding',
    document: graphql(`query MyOnboarding { myOnboarding { ${ONBOARDING_FIELDS} } }`),
    result: (d) => d.myOnboarding,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/users/me/onboarding',
    document: graphql(
      `mutation CompleteOnboarding($answers: OnboardingAnswersInput!) { completeOnboarding(answers: $answers) { ${ONBOARDING_FIELDS} } }`,
    ),
    variables: ({ body }) => ({ answers: onboardingAnswersInput(body) }),
    result: (d) => d.completeOnboarding,
    alternative: {
      // Skip Setup sends only {skipped: true}; any other body completes with its `answers`.
      when: ({ body }) => body.skipped === true && body.answers === undefined,
      route: restDocument({
        document: graphql(`mutation SkipOnboarding { skipOnboarding { ${ONBOARDING_FIELDS} } }`),
        result: (d) => d.skipOnboarding,
      }),
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/users/me/onboarding',
    document: graphql(`mutation ResetOnboarding { resetOnboarding { ${ONBOARDING_FIELDS} } }`),
    result: (d) => d.resetOnboarding,
  }),
  restRoute({
    method: 'GET',
    path: '/api/recommendations',
    document: graphql(`query Recommendations { recommendations { key items { ${ITEM_FIELDS} } } }`),
    result: (d) => d.recommendations,
  }),

  // Place names and the member's language (issue 11).
  restRoute({
    method: 'GET',
    path: '/api/places/reverse',
    document: graphql(
      `query ReversePlace($lat: Float!, $lon: Float!) { reversePlace(lat: $lat, lon: $lon) { ${PLACE_FIELDS} } }`,
    ),
    variables: ({ query }) => ({ lat: coordinate(query, 'lat'), lon: coordinate(query, 'lon') }),
    result: (d) => d.reversePlace,
    nullStatus: 404,
    nullError: { code: ErrorCode.NotFound, message: PlaceMessages.notFound },
  }),
  restRoute({
    method: 'GET',
    path: '/api/places/suggest',
    document: graphql(
      `query PlaceSuggestions($query: String!, $limit: Int!) { placeSuggestions(query: $query, limit: $limit) { ${PLACE_FIELDS} } }`,
    ),
    variables: ({ query }) => ({
      query: queryText(query, 'q') ?? '',
      limit: limitOf(query, 'placeSuggestions'),
    }),
    result: (d) => d.placeSuggestions,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/users/me/language',
    document: graphql('mutation SetLanguage($language: String!) { setLanguage(language: $language) }'),
    variables: ({ body }) => ({ language: text(body.language) }),
    result: (d) => ({ success: d.setLanguage }),
  }),

  // A listing's availability rules and blocked dates (issue 23 §1).
  ...AVAILABILITY_ROUTES,
  ...API_TOKEN_ROUTES,
  ...PUSH_SUBSCRIPTION_ROUTES,
  // Reports, blocks and the admins' Reports queue (issue 26 §3).
  ...MODERATION_ROUTES,
  // Identity checks and the admins' Identity queue (issue 26 §1).
  ...IDENTITY_CHECK_ROUTES,
];

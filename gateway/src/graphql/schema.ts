import { mergeSchemas } from '@graphql-tools/schema';
import { type GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { ApiTokenResolver } from '../modules/accounts/api-token.resolver.js';
import { authChecker } from '../modules/accounts/auth.guards.js';
import { AuthResolver } from '../modules/accounts/auth.resolver.js';
import { PasswordResetResolver } from '../modules/accounts/password-reset.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AdminUserResolver } from '../modules/admin/admin-user.resolver.js';
import { AvailabilityResolver } from '../modules/bookings/availability.resolver.js';
import { BookingResolver } from '../modules/bookings/booking.resolver.js';
import { BookingCommandResolver } from '../modules/bookings/booking-commands.resolver.js';
import { InstantBookResolver } from '../modules/bookings/instant-book.resolver.js';
import { PaymentMethodResolver } from '../modules/bookings/payment-method.resolver.js';
import { ReviewResolver } from '../modules/bookings/review.resolver.js';
import { AdminItemResolver } from '../modules/catalog/admin-item.resolver.js';
import { CategoryResolver } from '../modules/catalog/category.resolver.js';
import { FacetsResolver } from '../modules/catalog/facets.resolver.js';
import { FavoriteResolver } from '../modules/catalog/favorite.resolver.js';
import { ItemResolver } from '../modules/catalog/item.resolver.js';
import { ProfileResolver } from '../modules/catalog/profile.resolver.js';
import { IdentityResolver } from '../modules/identity/identity.resolver.js';
import { BookingUpdatesResolver } from '../modules/messaging/booking-updates.resolver.js';
import { EmailPreferencesResolver } from '../modules/messaging/email-preferences.resolver.js';
import { MessagingResolver } from '../modules/messaging/messaging.resolver.js';
import { PushSubscriptionsResolver } from '../modules/messaging/push-subscriptions.resolver.js';
import { ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { LanguageResolver } from '../modules/personal/language.resolver.js';
import { OnboardingResolver } from '../modules/personal/onboarding.resolver.js';
import { PlaceResolver } from '../modules/personal/place.resolver.js';
import { AppConfigResolver } from '../modules/system/app-config.resolver.js';
import { TrackingResolver } from '../modules/tracking/tracking.resolver.js';

// type-graphql's resolver classes are plain constructors.
type ResolverClass = Function;

/** Each module's resolvers build a schema of their own; the gateway merges them into the one it serves. */
const MODULES: Record<string, NonEmptyArray<ResolverClass>> = {
  accounts: [AuthResolver, PasswordResetResolver, LanguageResolver, ApiTokenResolver],
  admin: [AdminResolver, AdminUserResolver],
  // bookingUpdated (a subscription of issue 9) presents a Booking: it joins the schema that holds Booking's fields.
  bookings: [
    BookingResolver,
    BookingCommandResolver,
    ReviewResolver,
    PaymentMethodResolver,
    BookingUpdatesResolver,
    AvailabilityResolver,
    InstantBookResolver,
  ],
  // recommendations (issue 11) presents Items: it joins the schema that holds Item's owner and isFavorite
  // resolvers (a module schema merged after it with a bare Item would replace them).
  catalog: [
    CategoryResolver,
    ItemResolver,
    // searchFacets (issue 24 §2) takes the ItemFilter input.
    FacetsResolver,
    FavoriteResolver,
    ProfileResolver,
    AdminItemResolver,
    OnboardingResolver,
    // nearbyItems (issue 11) presents Items too.
    PlaceResolver,
  ],
  messaging: [MessagingResolver, EmailPreferencesResolver, PushSubscriptionsResolver],
  identity: [IdentityResolver],
  moderation: [ModerationResolver],
  system: [AppConfigResolver],
  tracking: [TrackingResolver],
};

let cached: GraphQLSchema | null = null;

/**
 * Our subscriptions each pass their own `subscribe` (so they can check who asks before choosing a topic) and
 * read the per-process Redis pub/sub from the context; type-graphql still wants a pubSub, and this one
 * refuses the topic-based style outright so it cannot be used by mistake.
 */
const noTopicPubSub: PubSub = {
  publish() {
    throw new Error('Publish through the Redis pub/sub in the context, not type-graphql');
  },
  subscribe() {
    throw new Error('Subscriptions must pass their own subscribe function');
  },
};

export async function buildGatewaySchema(): Promise<GraphQLSchema> {
  if (cached) return cached;
  const schemas = await Promise.all(
    Object.values(MODULES).map((resolvers) =>
      buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: noTopicPubSub, authChecker }),
    ),
  );
  cached = lexicographicSortSchema(mergeSchemas({ schemas }));
  return cached;
}

/**
 * Issue 25 §6: Web Push over REST, rows of the route table like every other (each runs a GraphQL document against
 * the same schema and context as /graphql), so the messaging service's one refusal answers through both doors.
 * POST takes the browser's `PushSubscription.toJSON()` as it is; DELETE takes `{ endpoint }`.
 */

import { graphql } from './graphql.js';
import { type RestRoute, restRoute } from './rest-route.js';

/** A JSON value as text; another type becomes '' so the service's own message answers. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function subscriptionInput(body: Record<string, unknown>) {
  const keys = body.keys && typeof body.keys === 'object' ? (body.keys as Record<string, unknown>) : {};
  return { endpoint: text(body.endpoint), keys: { p256dh: text(keys.p256dh), auth: text(keys.auth) } };
}

export const PUSH_SUBSCRIPTION_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/api/push/public-key',
    document: graphql('query PushPublicKey { pushPublicKey }'),
    result: (d) => ({ publicKey: d.pushPublicKey }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/push-subscriptions',
    document: graphql(
      'mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) }',
    ),
    variables: ({ body }) => ({ input: subscriptionInput(body) }),
    result: (d) => ({ success: d.subscribePush }),
    successStatus: 201,
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/push-subscriptions',
    document: graphql(
      'mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }',
    ),
    variables: ({ body }) => ({ endpoint: text(body.endpoint) }),
    result: (d) => ({ success: d.unsubscribePush }),
  }),
];

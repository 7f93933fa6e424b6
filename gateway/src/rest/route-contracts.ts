/**
 * The contracts of every /api route beside the route table (see route-contract.ts), in the order app.ts mounts
 * their routers: what the OpenAPI document says of them. A router mounted under /api whose contracts are not here
 * is not in the document, and the integration harness refuses its answers (see gateway/test/openapi-contract.ts).
 */

import { devMailboxContract } from '../http/dev-mailbox.js';
import { oauthContracts } from '../modules/accounts/oauth/oauth.routes.js';
import { calendarFeedContract } from '../modules/bookings/calendar-feed.routes.js';
import { unsubscribeContract } from '../modules/messaging/unsubscribe.routes.js';
import { mapPlacesContract } from '../modules/personal/map-places.routes.js';
import { trackingEventsContract } from '../modules/tracking/tracking-events.routes.js';
import { uploadContracts } from '../modules/uploads/upload.routes.js';
import { openapiContracts } from './openapi-router.js';
import type { RouteContract } from './route-contract.js';

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  trackingEventsContract,
  ...uploadContracts,
  ...oauthContracts,
  unsubscribeContract,
  calendarFeedContract,
  mapPlacesContract,
  devMailboxContract,
  ...openapiContracts,
];

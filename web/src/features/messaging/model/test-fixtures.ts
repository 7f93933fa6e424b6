/**
 * Data for the messaging unit tests: objects as the server sends them (with __typename, so the cache normalises
 * them), an Apollo client whose link answers queries and mutations from handlers and whose subscriptions the test
 * feeds by hand. Imported by tests only.
 */
import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type ObservableQuery,
  type OperationVariables,
} from '@apollo/client';
import { type FormattedExecutionResult, Kind, OperationTypeNode } from 'graphql';
import { Observable, type Observer } from 'rxjs';
import type { LiveBooking } from './messaging-cache';
import type { ConversationView, MessageParty, MessageView } from './types';

export const ME = 1;

let nextId = 100;

export function message(
  fields: Partial<MessageView> & Pick<MessageView, 'senderId' | 'receiverId'>,
): MessageView {
  nextId += 1;
  return {
    __typename: 'Message',
    id: nextId,
    content: `Message ${nextId}`,
    createdAt: new Date(Date.UTC(2026, 2, 4, 15, 7) + nextId * 60_000).toISOString(),
    isRead: false,
    senderName: 'Ann Lee',
    relatedItemId: null,
    bookingId: null,
    kind: 'USER',
    notice: null,
    ...fields,
  } as MessageView;
}

export function party(id: number, fields: Partial<MessageParty> = {}): MessageParty {
  return {
    __typename: 'MessageParty',
    id,
    username: `user${id}`,
    fullName: `User ${id} Name`,
    profileImage: null,
    ...fields,
  } as MessageParty;
}

export function conversation(other: number, last: MessageView, unreadCount = 0): ConversationView {
  return {
    __typename: 'Conversation',
    otherUser: party(other),
    lastMessage: last,
    unreadCount,
  } as ConversationView;
}

const pageInfo = (endCursor: string | null = null, hasNextPage = false) => ({
  __typename: 'PageInfo' as const,
  endCursor,
  hasNextPage,
});

export function connection<T>(typename: string, nodes: T[]) {
  return { __typename: typename, nodes, pageInfo: pageInfo() };
}

/** A booking with every field both sides' cards read (RenterBookingFields + OwnerBookingFields). */
export function booking(id: number, fields: Partial<LiveBooking> = {}): LiveBooking {
  const partyFields = (pid: number) => ({
    __typename: 'BookingParty',
    id: pid,
    username: `user${pid}`,
    fullName: `User ${pid} Name`,
    profileImage: null,
    koalaRank: 'junior',
    rating: 0,
    reviewCount: 0,
    isVerified: false,
    identityVerified: false,
  });
  return {
    __typename: 'Booking',
    id,
    itemId: 9,
    item: { __typename: 'BookingItem', id: 9, title: 'Camera', images: [], ownerId: 2, location: 'Bondi' },
    owner: partyFields(2),
    renter: partyFields(ME),
    status: 'pending_approval',
    paymentStatus: 'authorized',
    paymentMethod: { __typename: 'PaymentMethod', id: 4, brand: 'Visa', last4: '4242' },
    currency: 'USD',
    days: 2,
    dailyPrice: 20,
    rentPrice: 40,
    serviceFee: 6,
    protectionFee: 0,
    protectionCover: 0,
    totalPrice: 46,
    securityDeposit: 100,
    lateFee: 0,
    refundedAmount: 0,
    ownerPayout: 40,
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    createdAt: '2026-11-23T10:00:00.000Z',
    approvedAt: null,
    receivedDate: null,
    returnedAt: null,
    completedAt: null,
    cancelledAt: null,
    expiresAt: '2026-11-25T10:00:00.000Z',
    deliveryMethod: 'pickup',
    deliveryAddress: null,
    rentalMessage: 'Hello',
    ownerNotes: null,
    returnNotes: null,
    cancelReason: null,
    cancelledBy: null,
    overdue: false,
    viewerRole: 'renter',
    allowedActions: ['cancel'],
    cancellationRefund: 146,
    damageClaim: null,
    myReview: null,
    reviewDeadline: null,
    ...fields,
  } as LiveBooking;
}

type Handler = (variables: Record<string, unknown>) => FormattedExecutionResult;

/**
 * A link for tests: queries and mutations answer from `handlers` (by operation name, counting calls);
 * subscriptions stay open until the test emits to them, fails them or completes them.
 */
class TestLink extends ApolloLink {
  readonly calls: { name: string; variables: Record<string, unknown> }[] = [];
  private readonly live = new Map<string, Set<Observer<FormattedExecutionResult>>>();

  constructor(private readonly handlers: Record<string, Handler> = {}) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const name = operation.operationName ?? '';
    const definition = operation.query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (
      definition?.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.SUBSCRIPTION
    ) {
      return new Observable((observer) => {
        const set = this.live.get(name) ?? new Set();
        set.add(observer);
        this.live.set(name, set);
        return () => set.delete(observer);
      });
    }
    this.calls.push({ name, variables: operation.variables });
    const handler = this.handlers[name];
    return new Observable((observer) => {
      if (!handler) {
        observer.error(new Error(`No handler for ${name}`));
        return;
      }
      observer.next(handler(operation.variables));
      observer.complete();
    });
  }

  /** How many subscriptions of that name are open. */
  listeners(name: string): number {
    return this.live.get(name)?.size ?? 0;
  }

  emit(name: string, result: FormattedExecutionResult): void {
    for (const observer of [...(this.live.get(name) ?? [])]) observer.next(result);
  }

  fail(name: string, error: unknown): void {
    for (const observer of [...(this.live.get(name) ?? [])]) observer.error(error);
  }

  count(name: string): number {
    return this.calls.filter((call) => call.name === name).length;
  }
}

export function testClient(handlers: Record<string, Handler> = {}) {
  const link = new TestLink(handlers);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), link };
}

/** Waits until `test` holds (the cache and links answer asynchronously), or fails after a second. */
export async function until(test: () => boolean, what = 'condition'): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A watched query's complete data (getCurrentResult may type it as partial while loading). */
export function latest<T, V extends OperationVariables>(query: ObservableQuery<T, V>): T | undefined {
  return query.getCurrentResult().data as T | undefined;
}

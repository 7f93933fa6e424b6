import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type ObservableQuery,
  type OperationVariables,
} from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { describe, expect, it } from 'vitest';
import { ADMIN_LISTINGS_QUERY } from '../graphql/admin-listings.query';
import { BROWSING_RECORDED_SUBSCRIPTION } from '../graphql/browsing-recorded.subscription';
import { BROWSING_RECORDS_QUERY } from '../graphql/browsing-records.query';
import { ITEM_SUBMITTED_SUBSCRIPTION } from '../graphql/item-submitted.subscription';
import { LOGIN_RECORDED_SUBSCRIPTION } from '../graphql/login-recorded.subscription';
import { LOGIN_RECORDS_QUERY } from '../graphql/login-records.query';
import type { AdminListing } from './listings';
import { appendLogins, takeLiveBrowsing, takeLiveLogin, takeSubmittedListing } from './live-updates';
import type { BrowsingRecord, LoginRecord } from './tracking';

/** An Apollo client whose queries answer from `mocks` and whose subscriptions the test feeds by hand. */
function mockedClient(mocks: ConstructorParameters<typeof MockLink>[0]) {
  const live = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    live,
    new MockLink(mocks),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), live };
}

/**
 * Watches the query (an observer keeps it alive, as a mounted component does) and returns a wait for its data to
 * satisfy a test.
 */
function watch<T, V extends OperationVariables>(query: ObservableQuery<T, V>) {
  const errors: unknown[] = [];
  query.subscribe({ error: (error) => errors.push(error) });
  return async (test: (data: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 2000;
    for (;;) {
      const data = query.getCurrentResult().data as T | undefined;
      if (data && test(data)) return data;
      if (errors.length > 0) throw errors[0];
      if (Date.now() > deadline) throw new Error(`no matching result within 2 s: ${JSON.stringify(data)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
}

const login = (id: number, userId = 7, username = 'priya'): LoginRecord =>
  ({
    __typename: 'LoginRecord',
    id,
    userId,
    username,
    ipAddress: '203.0.113.9',
    location: 'Melbourne, Australia',
    city: 'Melbourne',
    country: 'Australia',
    browser: 'Chrome 131',
    device: 'Desktop',
    timestamp: '2026-11-23T10:00:00.000Z',
  }) as LoginRecord;

const view = (id: number, page: string, userId: number | null = 7): BrowsingRecord =>
  ({
    __typename: 'BrowsingRecord',
    id,
    userId,
    username: userId === null ? null : 'priya',
    page,
    searchQuery: null,
    itemId: null,
    categoryId: null,
    timestamp: '2026-11-23T10:00:00.000Z',
  }) as BrowsingRecord;

const pageInfo = (endCursor: string | null, hasNextPage: boolean) => ({
  __typename: 'PageInfo',
  endCursor,
  hasNextPage,
});

describe('Login History with mocked Apollo responses', () => {
  const variables = { userId: null, range: 'WEEK' as const, search: null, first: 2, after: null };

  it('puts a live login first, then pages on without showing it twice', async () => {
    const { client, live } = mockedClient([
      {
        request: { query: LOGIN_RECORDS_QUERY, variables },
        result: {
          data: {
            loginRecords: {
              __typename: 'LoginRecordConnection',
              nodes: [login(5), login(4)],
              pageInfo: pageInfo('c4', true),
            },
          },
        },
      },
      {
        request: { query: LOGIN_RECORDS_QUERY, variables: { ...variables, after: 'c4' } },
        result: {
          data: {
            loginRecords: {
              __typename: 'LoginRecordConnection',
              nodes: [login(3)],
              pageInfo: pageInfo(null, false),
            },
          },
        },
      },
    ]);
    const query = client.watchQuery({ query: LOGIN_RECORDS_QUERY, variables });
    const until = watch(query);
    await until((data) => data.loginRecords.nodes.length === 2);
    query.subscribeToMore({ document: LOGIN_RECORDED_SUBSCRIPTION, updateQuery: takeLiveLogin });

    live.simulateResult({ result: { data: { loginRecorded: login(6, 8, 'chloe') } } });
    const withLive = await until((data) => data.loginRecords.nodes.length === 3);
    expect(withLive.loginRecords.nodes.map((n) => n.id)).toEqual([6, 5, 4]);
    expect(withLive.loginRecords.pageInfo.endCursor).toBe('c4');

    await query.fetchMore({ variables: { after: 'c4' }, updateQuery: appendLogins });
    const paged = await until((data) => !data.loginRecords.pageInfo.hasNextPage);
    expect(paged.loginRecords.nodes.map((n) => n.id)).toEqual([6, 5, 4, 3]);
  });

  it('keeps a live login of another member out of a table filtered to one user', async () => {
    const filtered = { ...variables, userId: 7 };
    const { client, live } = mockedClient([
      {
        request: { query: LOGIN_RECORDS_QUERY, variables: filtered },
        result: {
          data: {
            loginRecords: {
              __typename: 'LoginRecordConnection',
              nodes: [login(5)],
              pageInfo: pageInfo('c5', false),
            },
          },
        },
      },
    ]);
    const query = client.watchQuery({ query: LOGIN_RECORDS_QUERY, variables: filtered });
    const until = watch(query);
    await until((data) => data.loginRecords.nodes.length === 1);
    query.subscribeToMore({ document: LOGIN_RECORDED_SUBSCRIPTION, updateQuery: takeLiveLogin });
    live.simulateResult({ result: { data: { loginRecorded: login(6, 8, 'chloe') } } });
    live.simulateResult({ result: { data: { loginRecorded: login(7, 7, 'priya') } } });
    const after = await until((data) => data.loginRecords.nodes.length === 2);
    expect(after.loginRecords.nodes.map((n) => n.id)).toEqual([7, 5]);
  });
});

describe('Browsing History with mocked Apollo responses', () => {
  it('puts live page views first when they match the search', async () => {
    const variables = { userId: null, range: 'DAY' as const, search: 'search', first: 25, after: null };
    const { client, live } = mockedClient([
      {
        request: { query: BROWSING_RECORDS_QUERY, variables },
        result: {
          data: {
            browsingRecords: {
              __typename: 'BrowsingRecordConnection',
              nodes: [view(1, '/search')],
              pageInfo: pageInfo(null, false),
            },
          },
        },
      },
    ]);
    const query = client.watchQuery({ query: BROWSING_RECORDS_QUERY, variables });
    const until = watch(query);
    await until((data) => data.browsingRecords.nodes.length === 1);
    query.subscribeToMore({ document: BROWSING_RECORDED_SUBSCRIPTION, updateQuery: takeLiveBrowsing });
    live.simulateResult({ result: { data: { browsingRecorded: view(2, '/item/4') } } });
    live.simulateResult({ result: { data: { browsingRecorded: view(3, '/search', null) } } });
    const after = await until((data) => data.browsingRecords.nodes.length === 2);
    expect(after.browsingRecords.nodes.map((n) => [n.id, n.page])).toEqual([
      [3, '/search'],
      [1, '/search'],
    ]);
  });
});

describe('Listing Approval with mocked Apollo responses', () => {
  const listing = (id: number, title: string): AdminListing =>
    ({
      __typename: 'Item',
      id,
      title,
      description: 'A long enough description of the listing.',
      category: 'Outdoor',
      currency: 'USD',
      pricePerDay: 30,
      pricePerDayUsd: 30,
      securityDeposit: 100,
      location: 'Fitzroy',
      image: null,
      images: [],
      ownerId: 9,
      owner: { __typename: 'User', id: 9, username: 'priya' },
      approvalStatus: 'pending',
      rejectionReason: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    }) as AdminListing;

  it('takes a newly submitted listing into the Pending tab live', async () => {
    const variables = { status: 'pending', search: null, limit: null };
    const { client, live } = mockedClient([
      {
        request: { query: ADMIN_LISTINGS_QUERY, variables },
        result: { data: { adminItems: [listing(1, 'Tent')] } },
      },
    ]);
    const query = client.watchQuery({ query: ADMIN_LISTINGS_QUERY, variables });
    const until = watch(query);
    await until((data) => data.adminItems.length === 1);
    query.subscribeToMore({ document: ITEM_SUBMITTED_SUBSCRIPTION, updateQuery: takeSubmittedListing });
    live.simulateResult({ result: { data: { itemSubmitted: listing(2, 'Kayak') } } });
    const after = await until((data) => data.adminItems.length === 2);
    expect(after.adminItems.map((item) => item.title)).toEqual(['Kayak', 'Tent']);
  });
});

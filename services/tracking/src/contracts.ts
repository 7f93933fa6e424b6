/** The shapes tracking publishes and answers, shared by its client, queries and jobs. */

export interface LoginRecordPublication {
  id: number;
  userId: number;
  username: string | null;
  ipAddress: string;
  location: string;
  country: string | null;
  city: string | null;
  browser: string;
  device: string;
  /** ISO 8601 */
  timestamp: string;
}

export interface BrowsingRecordPublication {
  id: number;
  /** Null for a visitor who was not signed in. */
  userId: number | null;
  username: string | null;
  page: string;
  searchQuery: string | null;
  itemId: number | null;
  categoryId: number | null;
  /** ISO 8601 */
  timestamp: string;
}

/** The admins' live feed of browsing records (the gateway lets admins only subscribe). */
export const BROWSING_RECORDED_TOPIC = 'admin.browsing_recorded';

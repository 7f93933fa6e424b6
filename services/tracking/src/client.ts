/** What the gateway may use from tracking: the shapes it publishes and its read queries. */
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

export { MAX_RECENT_LOGIN_RECORDS, recentLoginRecords } from './login/login-record.queries.js';

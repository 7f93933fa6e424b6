/** What the gateway may use from tracking: the shapes it publishes (read queries come with the admin issue). */
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

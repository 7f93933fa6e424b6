import { formatDistanceStrict } from 'date-fns';

/**
 * Spec §2 Recently Added: 'Added {relative time} ago' ("Added 3 days ago"), as date-fns'
 * formatDistanceToNowStrict words it; `now` is a parameter so the wording can be tested. A future or
 * unreadable date reads as just added.
 */
export function addedAgo(createdAt: string | Date, now: Date = new Date()): string {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime()) {
    return `Added ${formatDistanceStrict(now, now)} ago`;
  }
  return `Added ${formatDistanceStrict(date, now)} ago`;
}

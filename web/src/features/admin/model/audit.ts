import type { ResultOf } from '../../../shared/graphql/graphql';
import type { AUDIT_LOG_QUERY } from '../graphql/audit-log.query';

export type AuditEntry = ResultOf<typeof AUDIT_LOG_QUERY>['auditLog']['nodes'][number];

const ACTION_LABELS: Record<string, string> = {
  'user.update': 'Edited user details',
  'user.lock': 'Locked account',
  'user.unlock': 'Unlocked account',
  'user.verify': 'Verified user',
  'user.unverify': 'Removed verification',
  'user.promote': 'Made admin',
  'user.demote': 'Removed admin',
  'user.email': 'Sent email',
  'item.approve': 'Approved listing',
  'item.reject': 'Rejected listing',
  'claim.resolve': 'Decided damage claim',
};

/** What the admin did, in words; an action this screen does not know is shown as recorded. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const TARGET_LABELS: Record<string, string> = { user: 'User', item: 'Listing', booking: 'Booking' };

/** 'User #12', 'Listing #40', 'Booking #7'. */
export function auditTargetLabel(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string {
  return `${TARGET_LABELS[entry.targetType] ?? entry.targetType} #${entry.targetId}`;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
}

/** A recorded value as text: '—' for none, strings as they are, anything else as JSON. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/**
 * The fields an entry changed, each with its value before and after, in the order first recorded. The server
 * stores JSON text of the changed fields; text that is not an object is shown whole as 'value'.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = parseObject(entry.before) ?? {};
  const after = parseObject(entry.after) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: auditValue(before[field]),
    after: auditValue(after[field]),
  }));
}

import type { ResultOf } from '../../../shared/graphql/graphql';
import type { AUDIT_LOG_QUERY } from '../graphql/audit-log.query';
import type { AdminT } from './format';

export type AuditEntry = ResultOf<typeof AUDIT_LOG_QUERY>['auditLog']['nodes'][number];

/** The recorded action codes and their strings (the codes have dots, which `t` reads as nesting). */
const ACTION_KEYS = {
  'user.update': 'userUpdate',
  'user.lock': 'userLock',
  'user.unlock': 'userUnlock',
  'user.verify': 'userVerify',
  'user.unverify': 'userUnverify',
  'user.promote': 'userPromote',
  'user.demote': 'userDemote',
  'user.email': 'userEmail',
  'item.approve': 'itemApprove',
  'item.reject': 'itemReject',
  'claim.resolve': 'claimResolve',
} as const;

/** What the admin did, in words; an action this screen does not know is shown as recorded. */
export function auditActionLabel(action: string, t: AdminT): string {
  // Own keys only: an action such as 'toString' must not find Object.prototype's function.
  return Object.hasOwn(ACTION_KEYS, action)
    ? t(`audit.actions.${ACTION_KEYS[action as keyof typeof ACTION_KEYS]}`)
    : action;
}

const TARGET_TYPES = ['user', 'item', 'booking'] as const;

/** 'User #12', 'Listing #40', 'Booking #7'; a target type this screen does not know is shown as recorded. */
export function auditTargetLabel(entry: Pick<AuditEntry, 'targetType' | 'targetId'>, t: AdminT): string {
  const type = TARGET_TYPES.find((known) => known === entry.targetType);
  return type
    ? t(`audit.targets.${type}`, { id: String(entry.targetId) })
    : `${entry.targetType} #${entry.targetId}`;
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

/** A recorded value as text: '—' for none, strings as they are, Yes/No for flags, anything else as JSON. */
function auditValue(value: unknown, t: AdminT): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  return JSON.stringify(value);
}

/**
 * The fields an entry changed, each with its value before and after, in the order first recorded. The server
 * stores JSON text of the changed fields (their names are shown as recorded); text that is not an object is
 * shown whole as 'value'.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>, t: AdminT): AuditChange[] {
  const before = parseObject(entry.before) ?? {};
  const after = parseObject(entry.after) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: auditValue(before[field], t),
    after: auditValue(after[field], t),
  }));
}

import { AuditTargetType } from '../../audit/audit-entry.entity.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import { parseInput } from '../../commands/parse-input.js';
import { AdminUserMessages, AdminUserUpdate } from '../../contracts/admin-user.schema.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import type { EntityManager } from '../../db/orm.js';
import { isRowId, USER_NOT_FOUND } from '../../item/item.queries.js';
import type { SessionStore } from '../../session/session-store.js';
import { User, UserRole } from '../user.entity.js';

/** What an admin may change of a member, as the audit trail records it. */
interface EditableFields extends Record<string, unknown> {
  fullName: string;
  username: string;
  email: string;
  phone: string | null;
  isVerified: boolean;
  isLocked: boolean;
  role: UserRole;
}

function editable(user: User): EditableFields {
  return {
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    isVerified: user.isVerified,
    isLocked: user.isLocked,
    role: user.role,
  };
}

/** The most telling name for a change: a lone flag or role change has its own verb, anything else is an update. */
function actionOf(after: Partial<EditableFields>): string {
  const keys = Object.keys(after);
  if (keys.length === 1) {
    if ('isLocked' in after) return after.isLocked ? 'user.lock' : 'user.unlock';
    if ('isVerified' in after) return after.isVerified ? 'user.verify' : 'user.unverify';
    if ('role' in after) return after.role === UserRole.Admin ? 'user.promote' : 'user.demote';
  }
  return 'user.update';
}

/** The fields the caller gave: absent and null mean "leave it", except phone, where null clears it. */
function givenFields(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (value === null && key !== 'phone') continue;
    out[key] = value;
  }
  return out;
}

function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

/** Another member already using this e-mail or username (case-insensitively), with the registration messages. */
async function conflictsFor(
  tx: EntityManager,
  userId: number,
  email: string | undefined,
  username: string | undefined,
): Promise<DomainError | null> {
  if (email === undefined && username === undefined) return null;
  const [row]: { email_taken: boolean; username_taken: boolean }[] = await tx.getConnection().execute(
    `select exists(select 1 from users where lower(email) = lower(?) and id <> ?) as email_taken,
              exists(select 1 from users where lower(username) = lower(?) and id <> ?) as username_taken`,
    [email ?? '', userId, username ?? '', userId],
    'all',
    tx.getTransactionContext(),
  );
  const fieldErrors: Record<string, string> = {};
  if (email !== undefined && row?.email_taken)
    fieldErrors.email = 'An account with this email already exists';
  if (username !== undefined && row?.username_taken) fieldErrors.username = 'This username is already taken';
  if (Object.keys(fieldErrors).length === 0) return null;
  return new DomainError(fieldErrors.email ? ErrorCode.EmailTaken : ErrorCode.UsernameTaken, {
    fieldErrors,
    message: Object.values(fieldErrors)[0]!,
  });
}

interface LockedRow {
  id: number;
  role: UserRole;
  is_locked: boolean;
  is_verified: boolean;
}

export interface AdminUpdateResult {
  user: User;
  /** How many of the member's sessions ended (a lock, an unverify or a role change ends them all). */
  sessionsEnded: number;
}

/**
 * An admin edits a member: details, verified, locked, role. In one transaction it locks every admin's row, the
 * acting admin's and the member's (in id order, so two such edits never deadlock), then checks, against the rows
 * as they now are:
 * - the last admin cannot be demoted (two admins demoting each other at once: the second finds itself the last);
 * - the actor is still an admin who may act (one just demoted or locked by another admin may not);
 * - an admin cannot lock or unverify themselves or remove their own admin role;
 * - e-mail and username stay unique (case-insensitively; the unique indexes decide a race).
 * The change and its audit row (the changed fields before and after) commit together. A lock, an unverify or a
 * role change then ends all of the member's sessions, which closes their open sockets on every gateway.
 */
export async function adminUpdateUser(
  em: EntityManager,
  sessions: SessionStore,
  actor: { id: number },
  userId: number,
  raw: unknown,
): Promise<AdminUpdateResult> {
  const given = givenFields(raw);
  const input = parseInput(AdminUserUpdate, given);
  if (!Object.keys(given).some((key) => key in AdminUserUpdate.shape))
    throw new DomainError(ErrorCode.ValidationFailed, { message: AdminUserMessages.nothingToChange });
  if (!isRowId(userId)) throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });
  const phoneGiven = 'phone' in given;

  let outcome: { user: User; endsSessions: boolean } | undefined;
  // Another transaction holding some of these rows in another order (a worker recounting a member, say) can
  // deadlock with this one; PostgreSQL then aborts one of them, which is simply run again.
  for (let attempt = 1; !outcome; attempt++) {
    try {
      outcome = await em.transactional(async (tx) => {
        const rows: LockedRow[] = await tx
          .getConnection()
          .execute(
            `select id, role, is_locked, is_verified from users where role = 'admin' or id in (?, ?) order by id for update`,
            [actor.id, userId],
            'all',
            tx.getTransactionContext(),
          );
        const user = rows.some((r) => r.id === userId) ? await tx.findOne(User, { id: userId }) : null;
        if (!user) throw new DomainError(ErrorCode.NotFound, { message: USER_NOT_FOUND });

        const demotes = input.role === UserRole.User && user.role === UserRole.Admin;
        if (demotes && !rows.some((r) => r.role === UserRole.Admin && r.id !== user.id))
          throw new DomainError(ErrorCode.Forbidden, { message: AdminUserMessages.lastAdmin });
        const me = rows.find((r) => r.id === actor.id);
        if (!me || me.role !== UserRole.Admin || me.is_locked || !me.is_verified)
          throw new DomainError(ErrorCode.Forbidden);
        if (user.id === actor.id) {
          if (input.isLocked === true)
            throw new DomainError(ErrorCode.Forbidden, { message: AdminUserMessages.selfLock });
          if (demotes) throw new DomainError(ErrorCode.Forbidden, { message: AdminUserMessages.selfDemote });
          // An unverified admin may not act (above) nor sign in: unverifying oneself is a lock-out too.
          if (input.isVerified === false && user.isVerified)
            throw new DomainError(ErrorCode.Forbidden, { message: AdminUserMessages.selfUnverify });
        }

        const email = input.email?.toLowerCase();
        const conflict = await conflictsFor(
          tx,
          user.id,
          email !== undefined && email !== user.email.toLowerCase() ? email : undefined,
          input.username !== undefined && input.username.toLowerCase() !== user.username.toLowerCase()
            ? input.username
            : undefined,
        );
        if (conflict) throw conflict;

        const before = editable(user);
        if (input.fullName !== undefined) user.fullName = input.fullName;
        if (input.username !== undefined) user.username = input.username;
        if (email !== undefined) user.email = email;
        if (phoneGiven) user.phone = input.phone;
        if (input.isVerified !== undefined) {
          user.isVerified = input.isVerified;
          if (input.isVerified && !user.emailVerifiedAt) user.emailVerifiedAt = new Date();
        }
        if (input.isLocked !== undefined) user.isLocked = input.isLocked;
        if (input.role !== undefined) user.role = input.role;
        const change = changedFields(before, editable(user));
        if (change)
          recordAudit(tx, {
            actorId: actor.id,
            action: actionOf(change.after),
            targetType: AuditTargetType.User,
            targetId: user.id,
            ...change,
          });
        await tx.flush();
        const endsSessions =
          (user.isLocked && !before.isLocked) ||
          (!user.isVerified && before.isVerified) ||
          user.role !== before.role;
        return { user, endsSessions };
      });
    } catch (error) {
      if (pgCode(error) === '40P01' && attempt < 3) continue;
      // Two edits racing for one e-mail or username: the unique index decided; answer as if checked first.
      if (pgCode(error) === '23505') {
        const conflict = await conflictsFor(em.fork(), userId, input.email?.toLowerCase(), input.username);
        if (conflict) throw conflict;
      }
      throw error;
    }
  }
  // The database trigger announces the change to every gateway too; dropping the snapshot here as well makes it
  // take effect for the very next request.
  await sessions.forgetMember(outcome.user.id);
  const sessionsEnded = outcome.endsSessions ? await sessions.destroyAllForUser(outcome.user.id) : 0;
  return { user: outcome.user, sessionsEnded };
}

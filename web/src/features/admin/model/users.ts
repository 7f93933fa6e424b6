import { RegisterInput } from '@koalarent/core/contracts';
import { z } from 'zod';
import type { ResultOf, VariablesOf } from '../../../shared/graphql/graphql';
import type { ADMIN_UPDATE_USER_MUTATION } from '../graphql/admin-update-user.mutation';
import type { ADMIN_USER_FIELDS } from '../graphql/admin-user-fields.fragment';
import type { AdminT } from './format';

export type AdminUser = ResultOf<typeof ADMIN_USER_FIELDS>;
export type AdminUserUpdate = VariablesOf<typeof ADMIN_UPDATE_USER_MUTATION>['input'];

export interface BadgeView {
  label: string;
  palette: 'purple' | 'gray' | 'green' | 'orange' | 'red';
}

/** Spec §2 Role badge: Admin or User. */
export function roleBadge(user: Pick<AdminUser, 'role'>, t: AdminT): BadgeView {
  return user.role === 'admin'
    ? { label: t('users.role.admin'), palette: 'purple' }
    : { label: t('users.role.user'), palette: 'gray' };
}

/** Spec §2 Status badge: Verified or Unverified, plus Locked. */
export function statusBadges(user: Pick<AdminUser, 'isVerified' | 'isLocked'>, t: AdminT): BadgeView[] {
  const badges: BadgeView[] = [
    user.isVerified
      ? { label: t('users.status.verified'), palette: 'green' }
      : { label: t('users.status.unverified'), palette: 'orange' },
  ];
  if (user.isLocked) badges.push({ label: t('users.status.locked'), palette: 'red' });
  return badges;
}

export type UserAction = 'edit' | 'verify' | 'lock' | 'unlock' | 'promote' | 'demote' | 'email';

export interface UserActionView {
  action: UserAction;
  label: string;
  /** Why the action is not offered on this row (the server refuses it too); null when it is. */
  disabledReason: string | null;
}

/**
 * The Actions menu of one row (spec §2): Edit details, Verify user (only if unverified), Lock/Unlock account,
 * Make admin/Remove admin, Send email. An admin's own row cannot lock or demote them (the server's rule).
 */
export function userActions(
  user: Pick<AdminUser, 'id' | 'isVerified' | 'isLocked' | 'role'>,
  viewerId: number | null,
  t: AdminT,
): UserActionView[] {
  const self = viewerId !== null && user.id === viewerId;
  const action = (name: UserAction, disabledReason: string | null = null): UserActionView => ({
    action: name,
    label: t(`users.actions.${name}`),
    disabledReason,
  });
  const actions: UserActionView[] = [action('edit')];
  if (!user.isVerified) actions.push(action('verify'));
  actions.push(user.isLocked ? action('unlock') : action('lock', self ? t('users.cannotLockSelf') : null));
  actions.push(
    user.role === 'admin' ? action('demote', self ? t('users.cannotDemoteSelf') : null) : action('promote'),
  );
  actions.push(action('email'));
  return actions;
}

/** The change a one-click action sends (spec §7: only isVerified, isLocked or role). */
export function quickChange(action: Exclude<UserAction, 'edit' | 'email'>): AdminUserUpdate {
  switch (action) {
    case 'verify':
      return { isVerified: true };
    case 'lock':
      return { isLocked: true };
    case 'unlock':
      return { isLocked: false };
    case 'promote':
      return { role: 'admin' };
    case 'demote':
      return { role: 'user' };
  }
}

/** The Edit User dialog's fields (spec §2: name, email, username, switches Verified, Admin Role, Account Locked). */
export interface EditUserForm {
  fullName: string;
  email: string;
  username: string;
  isVerified: boolean;
  isAdmin: boolean;
  isLocked: boolean;
}

export function editFormOf(user: AdminUser): EditUserForm {
  return {
    fullName: user.fullName,
    email: user.email ?? '',
    username: user.username,
    isVerified: user.isVerified,
    isAdmin: user.role === 'admin',
    isLocked: user.isLocked,
  };
}

/**
 * The Edit User form's rule: name, e-mail and username under the registration rules (the server's AdminUserUpdate
 * applies the same ones), the switches as they are. Its messages are the shared schema's English; the fields show
 * them in the admin's language, as they do the server's.
 */
export const EditUserFormSchema = z.object({
  fullName: RegisterInput.shape.fullName,
  email: RegisterInput.shape.email,
  username: RegisterInput.shape.username,
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  isLocked: z.boolean(),
}) satisfies z.ZodType<EditUserForm, EditUserForm>;

/** Only what the admin changed (trimmed), or null when nothing did: an unchanged Save sends nothing. */
export function changedFields(user: AdminUser, form: EditUserForm): AdminUserUpdate | null {
  const change: AdminUserUpdate = {};
  const fullName = form.fullName.trim();
  const email = form.email.trim();
  const username = form.username.trim();
  if (fullName !== user.fullName) change.fullName = fullName;
  if (email.toLowerCase() !== (user.email ?? '').toLowerCase()) change.email = email;
  if (username !== user.username) change.username = username;
  if (form.isVerified !== user.isVerified) change.isVerified = form.isVerified;
  if (form.isLocked !== user.isLocked) change.isLocked = form.isLocked;
  const role = form.isAdmin ? 'admin' : 'user';
  if (role !== (user.role === 'admin' ? 'admin' : 'user')) change.role = role;
  return Object.keys(change).length > 0 ? change : null;
}

/** 'Priya Patel' / '@priya'; a member without a full name shows the username alone. */
export function displayName(user: Pick<AdminUser, 'fullName' | 'username'>): string {
  return user.fullName.trim() || user.username;
}

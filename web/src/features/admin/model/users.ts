import { AuthMessages, RegisterInput } from '@koalarent/core/contracts';
import type { ResultOf, VariablesOf } from '../../../shared/graphql/graphql';
import type { ADMIN_UPDATE_USER_MUTATION } from '../graphql/admin-update-user.mutation';
import type { ADMIN_USER_FIELDS } from '../graphql/admin-user-fields.fragment';

export type AdminUser = ResultOf<typeof ADMIN_USER_FIELDS>;
export type AdminUserUpdate = VariablesOf<typeof ADMIN_UPDATE_USER_MUTATION>['input'];

export interface BadgeView {
  label: string;
  palette: 'purple' | 'gray' | 'green' | 'orange' | 'red';
}

/** Spec §2 Role badge: Admin or User. */
export function roleBadge(user: Pick<AdminUser, 'role'>): BadgeView {
  return user.role === 'admin' ? { label: 'Admin', palette: 'purple' } : { label: 'User', palette: 'gray' };
}

/** Spec §2 Status badge: Verified or Unverified, plus Locked. */
export function statusBadges(user: Pick<AdminUser, 'isVerified' | 'isLocked'>): BadgeView[] {
  const badges: BadgeView[] = [
    user.isVerified ? { label: 'Verified', palette: 'green' } : { label: 'Unverified', palette: 'orange' },
  ];
  if (user.isLocked) badges.push({ label: 'Locked', palette: 'red' });
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
): UserActionView[] {
  const self = viewerId !== null && user.id === viewerId;
  const actions: UserActionView[] = [{ action: 'edit', label: 'Edit details', disabledReason: null }];
  if (!user.isVerified) actions.push({ action: 'verify', label: 'Verify user', disabledReason: null });
  actions.push(
    user.isLocked
      ? { action: 'unlock', label: 'Unlock account', disabledReason: null }
      : {
          action: 'lock',
          label: 'Lock account',
          disabledReason: self ? 'You cannot lock your own account' : null,
        },
  );
  actions.push(
    user.role === 'admin'
      ? {
          action: 'demote',
          label: 'Remove admin',
          disabledReason: self ? 'You cannot remove your own admin role' : null,
        }
      : { action: 'promote', label: 'Make admin', disabledReason: null },
  );
  actions.push({ action: 'email', label: 'Send email', disabledReason: null });
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

/** The same checks as registration (the server applies them too); field → message. */
export function editFormErrors(
  form: EditUserForm,
): Partial<Record<'fullName' | 'email' | 'username', string>> {
  const errors: Partial<Record<'fullName' | 'email' | 'username', string>> = {};
  const fullName = RegisterInput.shape.fullName.safeParse(form.fullName);
  if (!fullName.success) errors.fullName = fullName.error.issues[0]?.message ?? AuthMessages.fullName;
  const email = RegisterInput.shape.email.safeParse(form.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? AuthMessages.email;
  const username = RegisterInput.shape.username.safeParse(form.username);
  if (!username.success) errors.username = username.error.issues[0]?.message ?? AuthMessages.username;
  return errors;
}

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

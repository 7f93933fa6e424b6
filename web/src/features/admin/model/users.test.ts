import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import type { AdminT } from './format';
import {
  type AdminUser,
  changedFields,
  displayName,
  EditUserFormSchema,
  editFormOf,
  quickChange,
  roleBadge,
  statusBadges,
  userActions,
} from './users';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
beforeAll(async () => {
  await loadNamespaces('admin');
  // Fetches the German strings of every loaded namespace, then comes back to English.
  await switchLanguage('de');
  await switchLanguage('en');
});

const member: AdminUser = {
  id: 7,
  username: 'priya',
  fullName: 'Priya Patel',
  email: 'priya@koalarent.test',
  phone: null,
  role: 'user',
  isVerified: false,
  isLocked: false,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('badges', () => {
  it('shows the role as Admin or User', () => {
    expect(roleBadge(member, t).label).toBe('User');
    expect(roleBadge({ role: 'admin' }, t).label).toBe('Admin');
    expect(roleBadge(member, de).label).toBe('Nutzer');
  });

  it('shows Verified or Unverified, plus Locked', () => {
    expect(statusBadges(member, t).map((b) => b.label)).toEqual(['Unverified']);
    expect(statusBadges({ isVerified: true, isLocked: true }, de).map((b) => b.label)).toEqual([
      'Verifiziert',
      'Gesperrt',
    ]);
    expect(statusBadges({ isVerified: true, isLocked: true }, t).map((b) => b.label)).toEqual([
      'Verified',
      'Locked',
    ]);
  });
});

describe('userActions', () => {
  const labels = (user: Parameters<typeof userActions>[0], viewer: number | null = 1) =>
    userActions(user, viewer, t).map((a) => a.label);

  it('offers Verify only to the unverified, and Lock/Unlock and Make/Remove admin by state', () => {
    expect(labels(member)).toEqual([
      'Edit details',
      'Verify user',
      'Lock account',
      'Make admin',
      'Send email',
    ]);
    expect(labels({ ...member, isVerified: true, isLocked: true, role: 'admin' })).toEqual([
      'Edit details',
      'Unlock account',
      'Remove admin',
      'Send email',
    ]);
  });

  it('does not let an admin lock or demote themself', () => {
    const self = userActions({ ...member, id: 1, role: 'admin', isVerified: true }, 1, t);
    expect(self.find((a) => a.action === 'lock')?.disabledReason).toBe('You cannot lock your own account');
    expect(self.find((a) => a.action === 'demote')?.disabledReason).toBe(
      'You cannot remove your own admin role',
    );
    const other = userActions({ ...member, role: 'admin' }, 1, t);
    expect(other.every((a) => a.disabledReason === null)).toBe(true);
    const germanSelf = userActions({ ...member, id: 1, role: 'admin', isVerified: true }, 1, de);
    expect(germanSelf.find((a) => a.action === 'lock')).toEqual({
      action: 'lock',
      label: 'Konto sperren',
      disabledReason: 'Du kannst dein eigenes Konto nicht sperren',
    });
  });

  it('sends only the one flag a quick action changes', () => {
    expect(quickChange('verify')).toEqual({ isVerified: true });
    expect(quickChange('lock')).toEqual({ isLocked: true });
    expect(quickChange('unlock')).toEqual({ isLocked: false });
    expect(quickChange('promote')).toEqual({ role: 'admin' });
    expect(quickChange('demote')).toEqual({ role: 'user' });
  });
});

describe('the Edit User form', () => {
  it('starts from the member', () => {
    expect(editFormOf(member)).toEqual({
      fullName: 'Priya Patel',
      email: 'priya@koalarent.test',
      username: 'priya',
      isVerified: false,
      isAdmin: false,
      isLocked: false,
    });
  });

  it('sends nothing when nothing changed, and only the changed fields otherwise (trimmed)', () => {
    const form = editFormOf(member);
    expect(changedFields(member, form)).toBeNull();
    expect(
      changedFields(member, { ...form, fullName: ' Priya Patel ', email: 'PRIYA@koalarent.test' }),
    ).toBeNull();
    expect(
      changedFields(member, { ...form, fullName: 'Priya P. Patel ', isAdmin: true, isLocked: true }),
    ).toEqual({ fullName: 'Priya P. Patel', role: 'admin', isLocked: true });
    expect(changedFields(member, { ...form, username: 'priya_p', isVerified: true })).toEqual({
      username: 'priya_p',
      isVerified: true,
    });
  });

  it('checks name, e-mail and username with the registration rules', () => {
    // The first message of each field, as the form's zod resolver shows them.
    const problems = (form: ReturnType<typeof editFormOf>) => {
      const result = EditUserFormSchema.safeParse(form);
      if (result.success) return {};
      const byField: Record<string, string> = {};
      for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
      return byField;
    };
    expect(problems(editFormOf(member))).toEqual({});
    expect(problems({ ...editFormOf(member), fullName: 'P', email: 'nope', username: 'pp' })).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email',
      username: 'Username must be at least 3 characters',
    });
  });

  it('names a member by full name, else username', () => {
    expect(displayName(member)).toBe('Priya Patel');
    expect(displayName({ fullName: ' ', username: 'priya' })).toBe('priya');
  });
});

import { Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useUpdateUser } from '../hooks/use-update-user';
import { type AdminUser, changedFields, type EditUserForm, editFormErrors, editFormOf } from '../model/users';

type FieldName = 'fullName' | 'email' | 'username';

function SwitchField({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  hint?: string | null;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Stack gap="0.5">
      <Switch.Root
        colorPalette="brand"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked)}
        justifyContent="space-between"
        w="full"
      >
        <Switch.Label>{label}</Switch.Label>
        <Switch.HiddenInput />
        <Switch.Control />
      </Switch.Root>
      {hint ? (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Spec §2 Edit User dialog: name, email, username and the switches Verified, Admin Role, Account Locked; Save
 * changes shows 'Saving...' while pending. Only what changed is sent. An admin's own lock and admin switches are
 * fixed (the server refuses those changes too).
 */
export function EditUserDialog({
  user,
  viewerId,
  onClose,
  finalFocus,
}: {
  user: AdminUser;
  viewerId: number | null;
  onClose(): void;
  finalFocus(): HTMLElement | null;
}) {
  const [form, setForm] = useState<EditUserForm>(() => editFormOf(user));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [saving, setSaving] = useState(false);
  const update = useUpdateUser();
  const { t } = useTranslation('admin');
  const self = viewerId === user.id;

  const set = <K extends keyof EditUserForm>(key: K, value: EditUserForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function save() {
    if (saving) return;
    const problems = editFormErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const change = changedFields(user, form);
    if (!change) {
      onClose();
      return;
    }
    setSaving(true);
    const outcome = await update(
      user,
      change,
      t('users.edit.saved', { name: form.fullName.trim() || form.username.trim() }),
    );
    setSaving(false);
    if (outcome.ok) onClose();
    else
      setErrors({
        fullName: outcome.error.fieldErrors.fullName,
        email: outcome.error.fieldErrors.email,
        username: outcome.error.fieldErrors.username,
      });
  }

  return (
    <FormDialog
      title={t('users.edit.title')}
      description={t('users.edit.description', { username: user.username })}
      busy={saving}
      onClose={onClose}
      onSubmit={() => void save()}
      finalFocus={finalFocus}
      closeLabel={t('common.close')}
      scrollBehavior="inside"
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.edit.save')}
      pendingLabel={t('users.edit.saving')}
    >
      <TextField
        label={t('users.edit.fullName')}
        value={form.fullName}
        onValueChange={(value) => set('fullName', value)}
        error={errors.fullName}
        autoComplete="off"
      />
      <TextField
        label={t('users.edit.email')}
        type="email"
        value={form.email}
        onValueChange={(value) => set('email', value)}
        error={errors.email}
        autoComplete="off"
      />
      <TextField
        label={t('users.edit.username')}
        value={form.username}
        onValueChange={(value) => set('username', value)}
        error={errors.username}
        autoComplete="off"
      />
      <Stack gap="3" pt="1">
        <SwitchField
          label={t('users.edit.verified')}
          checked={form.isVerified}
          onChange={(v) => set('isVerified', v)}
        />
        <SwitchField
          label={t('users.edit.adminRole')}
          checked={form.isAdmin}
          disabled={self}
          hint={self ? t('users.cannotDemoteSelf') : null}
          onChange={(v) => set('isAdmin', v)}
        />
        <SwitchField
          label={t('users.edit.accountLocked')}
          checked={form.isLocked}
          disabled={self}
          hint={self ? t('users.cannotLockSelf') : t('users.edit.lockHint')}
          onChange={(v) => set('isLocked', v)}
        />
      </Stack>
    </FormDialog>
  );
}

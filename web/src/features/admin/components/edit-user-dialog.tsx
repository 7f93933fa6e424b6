import { Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { useUpdateUser } from '../hooks/use-update-user';
import {
  type AdminUser,
  changedFields,
  type EditUserForm,
  EditUserFormSchema,
  editFormOf,
} from '../model/users';

const TEXT_FIELDS = ['fullName', 'email', 'username'] as const;

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
  const update = useUpdateUser();
  const { t } = useTranslation('admin');
  const self = viewerId === user.id;
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<EditUserForm>({
    resolver: zodResolver(EditUserFormSchema),
    defaultValues: editFormOf(user),
  });

  const save = handleSubmit(async (form) => {
    const change = changedFields(user, form);
    if (!change) {
      onClose();
      return;
    }
    const outcome = await update(
      user,
      change,
      t('users.edit.saved', { name: form.fullName.trim() || form.username.trim() }),
    );
    if (outcome.ok) {
      onClose();
      return;
    }
    for (const field of TEXT_FIELDS) {
      const message = outcome.error.fieldErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
  });

  const textField = (name: (typeof TEXT_FIELDS)[number], label: string, type?: 'email') => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      {...(type ? { type } : {})}
      autoComplete="off"
    />
  );
  const switchField = (
    name: 'isVerified' | 'isAdmin' | 'isLocked',
    label: string,
    options: { disabled?: boolean; hint?: string | null } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          checked={field.value}
          disabled={options.disabled ?? false}
          hint={options.hint ?? null}
          onChange={field.onChange}
        />
      )}
    />
  );

  return (
    <FormDialog
      title={t('users.edit.title')}
      description={t('users.edit.description', { username: user.username })}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={() => void save()}
      finalFocus={finalFocus}
      closeLabel={t('common.close')}
      scrollBehavior="inside"
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.edit.save')}
      pendingLabel={t('users.edit.saving')}
    >
      {textField('fullName', t('users.edit.fullName'))}
      {textField('email', t('users.edit.email'), 'email')}
      {textField('username', t('users.edit.username'))}
      <Stack gap="3" pt="1">
        {switchField('isVerified', t('users.edit.verified'))}
        {switchField('isAdmin', t('users.edit.adminRole'), {
          disabled: self,
          hint: self ? t('users.cannotDemoteSelf') : null,
        })}
        {switchField('isLocked', t('users.edit.accountLocked'), {
          disabled: self,
          hint: self ? t('users.cannotLockSelf') : t('users.edit.lockHint'),
        })}
      </Stack>
    </FormDialog>
  );
}

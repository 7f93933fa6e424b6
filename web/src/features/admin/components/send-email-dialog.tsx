import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_EMAIL_BODY_MAX, ADMIN_EMAIL_SUBJECT_MAX, AdminEmailInput } from '@koalarent/core/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toAppError } from '../../../shared/errors/app-error';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { FormTextareaField } from '../../../shared/ui/form-textarea-field';
import { notify } from '../../../shared/ui/toaster';
import { ADMIN_SEND_EMAIL_MUTATION } from '../graphql/admin-send-email.mutation';
import { failureText } from '../model/format';
import { type AdminUser, displayName } from '../model/users';

type EmailFormValues = z.input<typeof AdminEmailInput>;
const FIELDS = ['subject', 'body'] as const;

/**
 * Send email (an action the spec lists without one): a subject and a message, mailed to the member by the server.
 * The form checks the server's own schema (core's `AdminEmailInput`), so its limits and messages are the server's.
 */
export function SendEmailDialog({
  user,
  onClose,
  finalFocus,
}: {
  user: AdminUser;
  onClose(): void;
  finalFocus(): HTMLElement | null;
}) {
  const [send] = useMutation(ADMIN_SEND_EMAIL_MUTATION);
  const { t } = useTranslation('admin');
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<EmailFormValues, unknown, AdminEmailInput>({
    resolver: zodResolver(AdminEmailInput),
    defaultValues: { subject: '', body: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await send({ variables: { userId: user.id, subject: values.subject, body: values.body } });
      notify.success({
        title: t('users.email.sent'),
        description: t('users.email.sentDescription', { name: displayName(user) }),
      });
      onClose();
    } catch (caught) {
      const error = toAppError(caught);
      for (const field of FIELDS) {
        const message = error.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      notify.error({
        title: t('users.email.failed'),
        description: failureText(error, t('users.email.fallback')),
      });
    }
  });

  return (
    <FormDialog
      title={t('users.email.title')}
      description={
        user.email
          ? t('users.email.toWithAddress', { name: displayName(user), email: user.email })
          : t('users.email.to', { name: displayName(user) })
      }
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={() => void submit()}
      finalFocus={finalFocus}
      closeLabel={t('common.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.email.send')}
      pendingLabel={t('users.email.sending')}
    >
      <FormTextField
        control={control}
        name="subject"
        label={t('users.email.subject')}
        maxLength={ADMIN_EMAIL_SUBJECT_MAX}
        required
      />
      <FormTextareaField
        control={control}
        name="body"
        label={t('users.email.message')}
        required
        rows={6}
        maxLength={ADMIN_EMAIL_BODY_MAX}
      />
    </FormDialog>
  );
}

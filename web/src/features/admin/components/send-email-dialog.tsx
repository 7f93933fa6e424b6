import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { TextareaField } from '../../../shared/ui/textarea-field';
import { notify } from '../../../shared/ui/toaster';
import { ADMIN_SEND_EMAIL_MUTATION } from '../graphql/admin-send-email.mutation';
import { failureText } from '../model/format';
import { type AdminUser, displayName } from '../model/users';

const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

/** Send email (an action the spec lists without one): a subject and a message, mailed to the member by the server. */
export function SendEmailDialog({
  user,
  onClose,
  finalFocus,
}: {
  user: AdminUser;
  onClose(): void;
  finalFocus(): HTMLElement | null;
}) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string | undefined; body?: string | undefined }>({});
  const [sending, setSending] = useState(false);
  const [send] = useMutation(ADMIN_SEND_EMAIL_MUTATION);
  const { t } = useTranslation('admin');

  async function submit() {
    if (sending) return;
    const problems = {
      subject: subject.trim() ? undefined : t('users.email.subjectRequired'),
      body: body.trim() ? undefined : t('users.email.messageRequired'),
    };
    setErrors(problems);
    if (problems.subject || problems.body) return;
    setSending(true);
    try {
      await send({ variables: { userId: user.id, subject: subject.trim(), body: body.trim() } });
      notify.success({
        title: t('users.email.sent'),
        description: t('users.email.sentDescription', { name: displayName(user) }),
      });
      onClose();
    } catch (caught) {
      const error = toAppError(caught);
      setErrors({ subject: error.fieldErrors.subject, body: error.fieldErrors.body });
      notify.error({
        title: t('users.email.failed'),
        description: failureText(error, t('users.email.fallback')),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={t('users.email.title')}
      description={
        user.email
          ? t('users.email.toWithAddress', { name: displayName(user), email: user.email })
          : t('users.email.to', { name: displayName(user) })
      }
      busy={sending}
      onClose={onClose}
      onSubmit={() => void submit()}
      finalFocus={finalFocus}
      closeLabel={t('common.close')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.email.send')}
      pendingLabel={t('users.email.sending')}
    >
      <TextField
        label={t('users.email.subject')}
        value={subject}
        onValueChange={setSubject}
        error={errors.subject}
        maxLength={SUBJECT_MAX}
        required
      />
      <TextareaField
        label={t('users.email.message')}
        required
        value={body}
        onValueChange={setBody}
        error={errors.body}
        rows={6}
        maxLength={BODY_MAX}
      />
    </FormDialog>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, chakra, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { TextField } from '../../../shared/ui/text-field';
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
  const formId = useId();

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
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !sending) onClose();
      }}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      finalFocusEl={finalFocus}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('users.email.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                id={formId}
                noValidate
                display="flex"
                flexDirection="column"
                gap="4"
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Dialog.Description>
                  {user.email
                    ? t('users.email.toWithAddress', { name: displayName(user), email: user.email })
                    : t('users.email.to', { name: displayName(user) })}
                </Dialog.Description>
                <TextField
                  label={t('users.email.subject')}
                  value={subject}
                  onValueChange={setSubject}
                  error={errors.subject}
                  maxLength={SUBJECT_MAX}
                  required
                />
                <Field.Root invalid={Boolean(errors.body)} required>
                  <Field.Label>
                    {t('users.email.message')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={body}
                    onChange={(event) => setBody(event.target.value)}
                    rows={6}
                    maxLength={BODY_MAX}
                  />
                  {errors.body ? <Field.ErrorText>{errors.body}</Field.ErrorText> : null}
                </Field.Root>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={sending} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={sending}
                loadingText={t('users.email.sending')}
              >
                {t('users.email.send')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

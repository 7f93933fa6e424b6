import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, chakra, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
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
  const formId = useId();

  async function submit() {
    if (sending) return;
    const problems = {
      subject: subject.trim() ? undefined : 'Subject is required',
      body: body.trim() ? undefined : 'Message is required',
    };
    setErrors(problems);
    if (problems.subject || problems.body) return;
    setSending(true);
    try {
      await send({ variables: { userId: user.id, subject: subject.trim(), body: body.trim() } });
      notify.success({ title: 'Email sent', description: `Your message was sent to ${displayName(user)}.` });
      onClose();
    } catch (caught) {
      const error = toAppError(caught);
      setErrors({ subject: error.fieldErrors.subject, body: error.fieldErrors.body });
      notify.error({
        title: 'Failed to send email',
        description: failureText(error, 'An error occurred while sending the email.'),
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
              <Dialog.Title>Send email</Dialog.Title>
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
                  To {displayName(user)} {user.email ? `<${user.email}>` : ''}
                </Dialog.Description>
                <TextField
                  label="Subject"
                  value={subject}
                  onValueChange={setSubject}
                  error={errors.subject}
                  maxLength={SUBJECT_MAX}
                  required
                />
                <Field.Root invalid={Boolean(errors.body)} required>
                  <Field.Label>
                    Message
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
                Cancel
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={sending}
                loadingText="Sending..."
              >
                Send email
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

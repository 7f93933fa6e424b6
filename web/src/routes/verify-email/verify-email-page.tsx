import { useMutation } from '@apollo/client/react';
import { Button, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { VerifyEmailInput } from '@koalarent/core/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { VERIFY_EMAIL_MUTATION } from '../../features/auth/graphql/verify-email.mutation';
import { useResendVerification } from '../../features/auth/hooks/use-resend-verification';
import { toAppError } from '../../shared/errors/app-error';
import { translateServerMessage } from '../../shared/i18n/server-messages';
import { PATHS } from '../../shared/routes/paths';
import { AccountCard, Outcome } from '../../shared/ui/account-card';
import { TextField } from '../../shared/ui/text-field';
import {
  ALREADY_VERIFIED,
  INVALID_LINK,
  UNREACHABLE,
  type VerificationState,
  verificationStateOf,
} from './verification-state';

/** The page's message in the reader's language: our own three by key, the server's through its table. */
function useMessageText(): (message: string) => string {
  const { t } = useTranslation();
  return (message) =>
    message === INVALID_LINK
      ? t('verifyEmail.invalidLink')
      : message === ALREADY_VERIFIED
        ? t('verifyEmail.alreadyVerified')
        : message === UNREACHABLE
          ? t('common.tryAgainLater')
          : translateServerMessage(message);
}

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useMutation(VERIFY_EMAIL_MUTATION);
  const [state, setState] = useState<VerificationState>({ kind: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    // Once per mount, also under StrictMode's double effect run: a token can only be used once.
    if (started.current) return;
    started.current = true;
    const parsed = VerifyEmailInput.safeParse({ token });
    if (!parsed.success) {
      setState({ kind: 'failed', message: INVALID_LINK });
      return;
    }
    verify({ variables: { token: parsed.data.token } })
      .then(({ data }) =>
        setState(data?.verifyEmail ? { kind: 'verified' } : { kind: 'failed', message: INVALID_LINK }),
      )
      .catch((error: unknown) => setState(verificationStateOf(toAppError(error))));
  }, [token, verify]);

  return (
    <AccountCard>
      {state.kind === 'verifying' ? (
        <Stack align="center" gap="4" py="6" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>{t('verifyEmail.verifying')}</Text>
        </Stack>
      ) : state.kind === 'verified' ? (
        <Outcome
          tone="success"
          icon={<LuCircleCheck />}
          title={t('verifyEmail.verifiedTitle')}
          message={t('verifyEmail.verifiedBody')}
        >
          <SignInButton />
        </Outcome>
      ) : state.kind === 'already-verified' ? (
        <Outcome
          tone="success"
          icon={<LuCircleCheck />}
          title={t('verifyEmail.alreadyTitle')}
          message={messageText(state.message)}
          messageRole="status"
          data-testid="already-verified"
        >
          <SignInButton />
        </Outcome>
      ) : (
        <VerificationFailed message={messageText(state.message)} />
      )}
    </AccountCard>
  );
}

function SignInButton() {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="brand" width="full">
      <RouterLink to={PATHS.auth}>{t('verifyEmail.signIn')}</RouterLink>
    </Button>
  );
}

function VerificationFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  const { resend, loading } = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(t('verifyEmail.invalidEmail'));
      return;
    }
    setError(undefined);
    await resend(value);
  }

  return (
    <Stack gap="5">
      <Outcome
        tone="failure"
        icon={<LuCircleX />}
        title={t('verifyEmail.failedTitle')}
        message={message}
        messageRole="alert"
        gap="3"
      />
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="3"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('auth.resendVerification')}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={error}
        />
        <Button type="submit" colorPalette="brand" variant="outline" loading={loading}>
          {t('auth.resendVerification')}
        </Button>
      </chakra.form>
    </Stack>
  );
}

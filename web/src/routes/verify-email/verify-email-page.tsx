import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Circle,
  Container,
  chakra,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { VerifyEmailInput } from '@koalarent/core/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { VERIFY_EMAIL_MUTATION } from '../../features/auth/graphql/verify-email.mutation';
import { useResendVerification } from '../../features/auth/hooks/use-resend-verification';
import { toAppError } from '../../shared/errors/app-error';
import { PATHS } from '../../shared/routes/paths';
import { TextField } from '../../shared/ui/text-field';
import { INVALID_LINK, type VerificationState, verificationStateOf } from './verification-state';

export function VerifyEmailPage() {
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
    <Box bg="bg.subtle" py={{ base: '10', md: '20' }}>
      <Container maxW="md">
        <Card.Root rounded="2xl" shadow="md">
          <Card.Body p="8">
            {state.kind === 'verifying' ? (
              <Stack align="center" gap="4" py="6" aria-live="polite">
                <Spinner size="lg" color="brand.solid" />
                <Text>Verifying your email...</Text>
              </Stack>
            ) : state.kind === 'verified' ? (
              <Stack align="center" textAlign="center" gap="4">
                <Circle size="16" bg="green.subtle" color="green.fg" fontSize="3xl">
                  <LuCircleCheck />
                </Circle>
                <Heading as="h1" size="xl">
                  Your email is verified
                </Heading>
                <Text color="fg.muted">
                  Your account is active. Sign in to start renting and listing items.
                </Text>
                <Button asChild colorPalette="brand" width="full">
                  <RouterLink to={PATHS.auth}>Sign in</RouterLink>
                </Button>
              </Stack>
            ) : state.kind === 'already-verified' ? (
              <Stack align="center" textAlign="center" gap="4" data-testid="already-verified">
                <Circle size="16" bg="green.subtle" color="green.fg" fontSize="3xl">
                  <LuCircleCheck />
                </Circle>
                <Heading as="h1" size="xl">
                  Your email is already verified
                </Heading>
                <Text color="fg.muted" role="status">
                  {state.message}
                </Text>
                <Button asChild colorPalette="brand" width="full">
                  <RouterLink to={PATHS.auth}>Sign in</RouterLink>
                </Button>
              </Stack>
            ) : (
              <VerificationFailed message={state.message} />
            )}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

function VerificationFailed({ message }: { message: string }) {
  const { resend, loading } = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError('Please enter a valid email');
      return;
    }
    setError(undefined);
    await resend(value);
  }

  return (
    <Stack gap="5">
      <Stack align="center" textAlign="center" gap="3">
        <Circle size="16" bg="red.subtle" color="red.fg" fontSize="3xl">
          <LuCircleX />
        </Circle>
        <Heading as="h1" size="xl">
          Email verification failed
        </Heading>
        <Text color="fg.muted" role="alert">
          {message}
        </Text>
      </Stack>
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="3"
        onSubmit={onSubmit}
        noValidate
        aria-label="Resend verification email"
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={error}
        />
        <Button type="submit" colorPalette="brand" variant="outline" loading={loading}>
          Resend verification email
        </Button>
      </chakra.form>
    </Stack>
  );
}

import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Circle,
  Container,
  chakra,
  Field,
  Heading,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordForm, ResetPasswordInput } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESET_PASSWORD_MUTATION } from '../../features/auth/graphql/reset-password.mutation';
import { toAppError } from '../../shared/errors/app-error';
import { translateServerMessage } from '../../shared/i18n/server-messages';
import { PATHS } from '../../shared/routes/paths';

type State = 'form' | 'done' | 'invalid-link';

/**
 * The reset link's page: a new password under the sign-up rules (the shared schema the server checks too), then
 * sign in again. The server has ended every session of the member by then, this browser's included.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link that cannot be a token is refused before anyone types a password.
  const [state, setState] = useState<State>(() =>
    ResetPasswordInput.safeParse({ token, password: 'x'.repeat(8) }).success ? 'form' : 'invalid-link',
  );
  const [resetPassword] = useMutation(RESET_PASSWORD_MUTATION);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    try {
      await resetPassword({ variables: { token, password, confirmPassword } });
      setState('done');
    } catch (caught) {
      const error = toAppError(caught);
      if (error.reason === 'INVALID_TOKEN' || error.fieldErrors.token) {
        setState('invalid-link');
        return;
      }
      for (const field of ['password', 'confirmPassword'] as const) {
        const message = error.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      setError('root', {
        message:
          error.code === 'RATE_LIMITED' || error.reason === 'RATE_LIMITED'
            ? t('passwordReset.tooMany')
            : t('passwordReset.failed'),
      });
    }
  });

  // The shared schema's and the server's messages are English: shown in the language on screen.
  const fieldError = (message: string | undefined) => (message ? translateServerMessage(message) : null);

  return (
    <Box bg="bg.subtle" py={{ base: '10', md: '20' }}>
      <Container maxW="md">
        <Card.Root rounded="2xl" shadow="md">
          <Card.Body p="8">
            {state === 'done' ? (
              <Stack align="center" textAlign="center" gap="4">
                <Circle size="16" bg="green.subtle" color="green.fg" fontSize="3xl">
                  <LuCircleCheck />
                </Circle>
                <Heading as="h1" size="xl">
                  {t('passwordReset.doneTitle')}
                </Heading>
                <Text color="fg.muted" role="status">
                  {t('passwordReset.doneBody')}
                </Text>
                <Button asChild colorPalette="brand" width="full">
                  {/* A full load: the session this browser may have had is gone, and every screen should know. */}
                  <a href={PATHS.auth}>{t('passwordReset.signIn')}</a>
                </Button>
              </Stack>
            ) : state === 'invalid-link' ? (
              <Stack align="center" textAlign="center" gap="4">
                <Circle size="16" bg="red.subtle" color="red.fg" fontSize="3xl">
                  <LuCircleX />
                </Circle>
                <Heading as="h1" size="xl">
                  {t('passwordReset.invalidLinkTitle')}
                </Heading>
                <Text color="fg.muted" role="alert">
                  {t('passwordReset.invalidLink')}
                </Text>
                <Button asChild colorPalette="brand" width="full">
                  <RouterLink to={PATHS.forgotPassword}>{t('passwordReset.requestNew')}</RouterLink>
                </Button>
              </Stack>
            ) : (
              <chakra.form onSubmit={submit} noValidate aria-labelledby="reset-password-heading">
                <Stack gap="5">
                  <Stack gap="2">
                    <Heading as="h1" size="xl" id="reset-password-heading">
                      {t('passwordReset.resetTitle')}
                    </Heading>
                    <Text color="fg.muted">{t('passwordReset.resetIntro')}</Text>
                  </Stack>
                  <Field.Root invalid={Boolean(errors.password)} required>
                    <Field.Label>
                      {t('passwordReset.newPassword')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...register('password')} type="password" autoComplete="new-password" />
                    <Field.ErrorText>{fieldError(errors.password?.message)}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.confirmPassword)} required>
                    <Field.Label>
                      {t('passwordReset.confirmPassword')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
                    <Field.ErrorText>{fieldError(errors.confirmPassword?.message)}</Field.ErrorText>
                  </Field.Root>
                  {errors.root?.message ? (
                    <Text color="fg.error" role="alert">
                      {errors.root.message}
                    </Text>
                  ) : null}
                  <Button
                    type="submit"
                    colorPalette="brand"
                    size="lg"
                    loading={isSubmitting}
                    loadingText={t('passwordReset.saving')}
                  >
                    {t('passwordReset.save')}
                  </Button>
                </Stack>
              </chakra.form>
            )}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

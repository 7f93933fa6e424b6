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
import { ForgotPasswordInput } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FORGOT_PASSWORD_MUTATION } from '../../features/auth/graphql/forgot-password.mutation';
import { toAppError } from '../../shared/errors/app-error';
import { translateServerMessage } from '../../shared/i18n/server-messages';
import { PATHS } from '../../shared/routes/paths';

/**
 * The request for a reset link. The server answers the same whether or not the address is a member's, so the page
 * says the same too: a link was sent if an account uses it.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [requestReset] = useMutation(FORGOT_PASSWORD_MUTATION);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch (caught) {
      const error = toAppError(caught);
      setError('root', {
        message:
          error.code === 'RATE_LIMITED' || error.reason === 'RATE_LIMITED'
            ? t('passwordReset.tooMany')
            : (error.fieldErrors.email ?? t('passwordReset.failed')),
      });
    }
  });

  return (
    <Box bg="bg.subtle" py={{ base: '10', md: '20' }}>
      <Container maxW="md">
        <Card.Root rounded="2xl" shadow="md">
          <Card.Body p="8">
            {sentTo ? (
              <Stack align="center" textAlign="center" gap="4">
                <Circle size="16" bg="green.subtle" color="green.fg" fontSize="3xl">
                  <LuMailCheck />
                </Circle>
                <Heading as="h1" size="xl">
                  {t('passwordReset.sentTitle')}
                </Heading>
                <Text color="fg.muted" role="status">
                  {t('passwordReset.sentBody', { email: sentTo })}
                </Text>
                <Button asChild colorPalette="brand" variant="outline" width="full">
                  <RouterLink to={PATHS.auth}>{t('passwordReset.backToSignIn')}</RouterLink>
                </Button>
              </Stack>
            ) : (
              <chakra.form onSubmit={submit} noValidate aria-labelledby="forgot-password-heading">
                <Stack gap="5">
                  <Stack gap="2">
                    <Heading as="h1" size="xl" id="forgot-password-heading">
                      {t('passwordReset.requestTitle')}
                    </Heading>
                    <Text color="fg.muted">{t('passwordReset.requestIntro')}</Text>
                  </Stack>
                  <Field.Root invalid={Boolean(errors.email)} required>
                    <Field.Label>
                      {t('auth.email')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...register('email')} type="email" autoComplete="email" />
                    <Field.ErrorText>
                      {errors.email?.message ? translateServerMessage(errors.email.message) : null}
                    </Field.ErrorText>
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
                    loadingText={t('passwordReset.sending')}
                  >
                    {t('passwordReset.send')}
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <RouterLink to={PATHS.auth}>{t('passwordReset.backToSignIn')}</RouterLink>
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

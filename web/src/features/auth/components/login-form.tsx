import { Alert, Box, Button, Checkbox, chakra, Flex, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput } from '@koalarent/core/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { PATHS } from '../../../shared/routes/paths';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { useLogin } from '../hooks/use-login';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthErrorDialog } from './auth-error-dialog';
import { SocialButtons } from './social-buttons';

export interface LoginFormProps {
  /** Where to go after signing in; null reloads the current page. */
  target: string | null;
  socialReturnTo: string;
}

export function LoginForm({ target, socialReturnTo }: LoginFormProps) {
  const { t } = useTranslation();
  const { login, loading } = useLogin();
  const { resend, loading: resending } = useResendVerification();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<{ message: string; email: string } | null>(null);
  const { control, handleSubmit, setError } = useForm<z.input<typeof LoginInput>, unknown, LoginInput>({
    // The server's own rule for a login (spec §8 messages), checked before anything is sent.
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setUnverified(null);
    const outcome = await login({ email, password, rememberMe: rememberMe ?? false }, target);
    if (outcome.ok) return;
    const { error } = outcome;
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      setUnverified({ message: error.message ?? t('auth.invalidCredentials'), email });
      return;
    }
    for (const field of ['email', 'password'] as const) {
      const message = error.fieldErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
    setFailure(error.network ? t('auth.somethingWrong') : (error.message ?? t('auth.invalidCredentials')));
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={t('auth.loginTab')}>
      <Stack gap="4">
        {unverified ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Description>{translateServerMessage(unverified.message)}</Alert.Description>
              <Box>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="orange"
                  loading={resending}
                  onClick={() => void resend(unverified.email)}
                >
                  {t('auth.resendVerification')}
                </Button>
              </Box>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <FormTextField
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
        />
        <Flex justify="space-between" align="center" gap="4">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value ?? false}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                colorPalette="brand"
                size="sm"
              >
                <Checkbox.HiddenInput name="rememberMe" />
                <Checkbox.Control />
                <Checkbox.Label>{t('auth.rememberMe')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {/* The spec left it without a target; issue 20 gives it the reset request page. */}
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.forgotPassword}>{t('auth.forgotPassword')}</RouterLink>
          </Link>
        </Flex>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={loading}
          loadingText={t('auth.signingIn')}
        >
          {t('auth.signIn')}
        </Button>
        <SocialButtons returnTo={socialReturnTo} />
      </Stack>
      <AuthErrorDialog
        title={t('auth.loginFailed')}
        // The server's message (or ours), in the reader's language.
        message={failure === null ? null : translateServerMessage(failure)}
        onClose={() => setFailure(null)}
      />
    </chakra.form>
  );
}

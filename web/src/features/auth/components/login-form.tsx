import { Alert, Box, Button, Checkbox, chakra, Flex, Link, Stack } from '@chakra-ui/react';
import { fieldErrorsOf, LoginInput } from '@koalarent/core/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';
import { TextField } from '../../../shared/ui/text-field';
import { translateServerMessage } from '../../i18n/server-messages';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<{ message: string; email: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setUnverified(null);
    const parsed = LoginInput.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const outcome = await login({ email: parsed.data.email, password, rememberMe }, target);
    if (outcome.ok) return;
    const { error } = outcome;
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      setUnverified({ message: error.message ?? t('auth.invalidCredentials'), email: parsed.data.email });
      return;
    }
    if (Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
    setFailure(error.network ? t('auth.somethingWrong') : (error.message ?? t('auth.invalidCredentials')));
  }

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
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Flex justify="space-between" align="center" gap="4">
          <Checkbox.Root
            checked={rememberMe}
            onCheckedChange={(details) => setRememberMe(details.checked === true)}
            colorPalette="brand"
            size="sm"
          >
            <Checkbox.HiddenInput name="rememberMe" />
            <Checkbox.Control />
            <Checkbox.Label>{t('auth.rememberMe')}</Checkbox.Label>
          </Checkbox.Root>
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

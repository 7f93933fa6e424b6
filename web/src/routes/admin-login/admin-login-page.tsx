import { Box, Button, Card, Code, Container, chakra, Heading, Icon, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminLoginInput } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { LuShieldCheck } from 'react-icons/lu';
import { useAppConfig } from '../../features/app-config/hooks/use-app-config';
import {
  ADMIN_LOGIN_FAILURE,
  ADMIN_REDIRECT_PAUSE_MS,
  adminLoginFailureMessage,
} from '../../features/auth/admin-login-messages';
import { useAdminLogin } from '../../features/auth/hooks/use-admin-login';
import { useNamespaces } from '../../shared/i18n/i18n';
import { PATHS } from '../../shared/routes/paths';
import { FormTextField } from '../../shared/ui/form-text-field';
import { notify } from '../../shared/ui/toaster';

export function AdminLoginPage() {
  // The route loads the strings first; this keeps them through a language switch made on the page.
  useNamespaces('admin');
  const { t } = useTranslation('admin');
  const config = useAppConfig();
  const { adminLogin, loading } = useAdminLogin();
  const { control, handleSubmit } = useForm<AdminLoginInput>({
    // The server's own rule and spec §8 messages for the admin login, checked before anything is sent.
    resolver: zodResolver(AdminLoginInput),
    defaultValues: { email: '', password: '' },
  });
  // Signed in and about to leave for /admin: the button stays busy meanwhile.
  const [redirecting, setRedirecting] = useState(false);

  const onSubmit = handleSubmit(async (credentials) => {
    const outcome = await adminLogin(credentials);
    if (outcome.ok) {
      setRedirecting(true);
      notify.success({ title: t('login.success') });
      window.setTimeout(() => window.location.assign(PATHS.admin), ADMIN_REDIRECT_PAUSE_MS);
      return;
    }
    // Spec §8 'Error: Invalid admin credentials. Please try again.'; a lock or throttle message is the server's
    // own (already in the language on screen: toAppError translates it).
    const failure = adminLoginFailureMessage(outcome.error);
    notify.error({
      title: t('login.errorTitle'),
      description: failure === ADMIN_LOGIN_FAILURE ? t('login.failure') : failure,
    });
  });

  const showDemo = config?.demoMode === true && config.demoAdminEmail && config.demoAdminPassword;

  return (
    <Box bg="bg.subtle" py={{ base: '10', md: '20' }}>
      <Container maxW="md">
        <Card.Root rounded="2xl" shadow="md">
          <Card.Header alignItems="center" textAlign="center" gap="2">
            <Box p="3" rounded="full" bg="brand.subtle" color="brand.fg">
              <Icon as={LuShieldCheck} boxSize="7" />
            </Box>
            <Heading as="h1" size="2xl">
              {t('login.title')}
            </Heading>
            <Text color="fg.muted">{t('login.subtitle')}</Text>
          </Card.Header>
          <Card.Body>
            <chakra.form
              display="flex"
              flexDirection="column"
              gap="4"
              onSubmit={onSubmit}
              noValidate
              aria-label={t('login.formLabel')}
            >
              <FormTextField
                control={control}
                name="email"
                label={t('login.email')}
                type="email"
                autoComplete="username"
              />
              <FormTextField
                control={control}
                name="password"
                label={t('login.password')}
                type="password"
                autoComplete="current-password"
              />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={loading || redirecting}
                loadingText={t('login.submitting')}
              >
                {t('login.submit')}
              </Button>
            </chakra.form>
          </Card.Body>
          {showDemo ? (
            <Card.Footer flexDirection="column" alignItems="stretch" gap="1" fontSize="sm" color="fg.muted">
              <Text fontWeight="semibold" color="fg">
                {t('login.demoTitle')}
              </Text>
              <Text>
                <Trans
                  t={t}
                  i18nKey="login.demoEmail"
                  values={{ value: config.demoAdminEmail }}
                  components={{ code: <Code /> }}
                />
              </Text>
              <Text>
                <Trans
                  t={t}
                  i18nKey="login.demoPassword"
                  values={{ value: config.demoAdminPassword }}
                  components={{ code: <Code /> }}
                />
              </Text>
            </Card.Footer>
          ) : null}
        </Card.Root>
      </Container>
    </Box>
  );
}

import { Box, Button, Card, Code, Container, chakra, Heading, Icon, Text } from '@chakra-ui/react';
import { AdminLoginInput, fieldErrorsOf } from '@koalarent/core/contracts';
import { type FormEvent, useState } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import { useAppConfig } from '../../features/app-config/hooks/use-app-config';
import { ADMIN_LOGIN_SUCCESS, adminLoginFailureMessage } from '../../features/auth/admin-login-messages';
import { useAdminLogin } from '../../features/auth/hooks/use-admin-login';
import { PATHS } from '../../shared/routes/paths';
import { TextField } from '../../shared/ui/text-field';
import { flashAfterReload, notify } from '../../shared/ui/toaster';

export function AdminLoginPage() {
  const config = useAppConfig();
  const { adminLogin, loading } = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = AdminLoginInput.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const outcome = await adminLogin(parsed.data);
    if (outcome.ok) {
      notify.success({ title: ADMIN_LOGIN_SUCCESS });
      // The toast is shown again after the full reload so it survives the navigation.
      flashAfterReload('success', { title: ADMIN_LOGIN_SUCCESS });
      window.location.assign(PATHS.admin);
      return;
    }
    notify.error({ title: 'Error', description: adminLoginFailureMessage(outcome.error) });
  }

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
              Admin Login
            </Heading>
            <Text color="fg.muted">Sign in with an administrator account.</Text>
          </Card.Header>
          <Card.Body>
            <chakra.form
              display="flex"
              flexDirection="column"
              gap="4"
              onSubmit={onSubmit}
              noValidate
              aria-label="Admin login"
            >
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onValueChange={setEmail}
                error={errors.email}
              />
              <TextField
                label="Password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onValueChange={setPassword}
                error={errors.password}
              />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={loading}
                loadingText="Logging in..."
              >
                Log In
              </Button>
            </chakra.form>
          </Card.Body>
          {showDemo ? (
            <Card.Footer flexDirection="column" alignItems="stretch" gap="1" fontSize="sm" color="fg.muted">
              <Text fontWeight="semibold" color="fg">
                Demo super-admin credentials
              </Text>
              <Text>
                Email: <Code>{config.demoAdminEmail}</Code>
              </Text>
              <Text>
                Password: <Code>{config.demoAdminPassword}</Code>
              </Text>
            </Card.Footer>
          ) : null}
        </Card.Root>
      </Container>
    </Box>
  );
}

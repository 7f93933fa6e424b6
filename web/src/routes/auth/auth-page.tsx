import { Alert, Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthTab } from '../../features/auth/auth-modal-events';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { useSession } from '../../features/auth/hooks/session-context';
import { oauthErrorMessage } from '../../features/auth/oauth-errors';
import { PATHS } from '../../shared/routes/paths';
import { resolveAuthTarget } from '../../shared/routes/redirect-target';
import { LogoMark } from '../../shared/ui/logo';

function stateMessage(state: unknown): string | null {
  if (typeof state === 'object' && state !== null) {
    const message = (state as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return null;
}

export function AuthPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const target = resolveAuthTarget(params);
  const tab: AuthTab = params.get('register') === 'true' ? 'register' : 'login';
  const oauthError = oauthErrorMessage(params.get('error'), params.get('provider'), t);
  const notice = stateMessage(location.state);

  // Spec §2: an already authenticated user goes to the target at once.
  if (session.status === 'authenticated' && session.confirmed) return <Navigate to={target} replace />;

  const onTabChange = (next: AuthTab) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'register') copy.set('register', 'true');
        else copy.delete('register');
        return copy;
      },
      { replace: true, state: location.state },
    );
  };

  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '8', md: '16' }}>
      <Container maxW="lg">
        <Card.Root rounded="2xl" shadow="lg" borderColor="border.muted">
          <Card.Body p={{ base: '6', md: '8' }}>
            <Stack gap="6">
              <Stack gap="2" align="center" textAlign="center">
                <LogoMark size={44} />
                <Heading as="h1" size="2xl">
                  {t('auth.title', { product: t('common.product') })}
                </Heading>
                <Text color="fg.muted">{t('auth.subtitle')}</Text>
              </Stack>
              {notice ? (
                <Alert.Root status="info" rounded="lg">
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
              ) : null}
              {oauthError ? (
                <Alert.Root status="error" rounded="lg">
                  <Alert.Indicator />
                  <Alert.Title>{oauthError}</Alert.Title>
                </Alert.Root>
              ) : null}
              <AuthPanel
                tab={tab}
                onTabChange={onTabChange}
                loginTarget={target}
                socialReturnTo={target}
                onReturnHome={() => navigate(PATHS.home)}
              />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

import { Box, Button, Container, Flex, HStack, IconButton, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';
import { Logo } from '../../../shared/ui/logo';
import { openAuthModal } from '../../auth/auth-modal-events';
import { prefetchAuthDialog } from '../../auth/components/auth-modal-provider';
import { useSession } from '../../auth/hooks/session-context';
import { CurrencyMenu } from '../../currency/components/currency-menu';
import { LanguageMenu } from '../../language/components/language-menu';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

// Signed-in members only: the bell, its live feed and their GraphQL documents stay out of visitors' first paint.
const NotificationBell = lazy(() =>
  import('../../messaging/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
// Fetched on the first tap of the menu button (or as the pointer or focus reaches it): wide screens never need it.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));
function prefetchDrawer(): void {
  loadDrawer().catch(() => undefined);
}

/**
 * Spec §2 sticky header. Signed in, the notifications bell (its own chunk) shows at every width.
 *
 * Below `xl` the links, and below `lg` the language and currency menus, move into the drawer, and the
 * menu button shows whenever anything is in there: French, Spanish and German labels are half again as
 * long as English, so fewer items share the row before 1280 px. The search box gives way first (minW 0).
 */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const user = session.status === 'authenticated' ? session.user : null;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" gap={{ base: '3', md: '4', xl: '6' }}>
          <Box asChild flexShrink="0">
            <RouterLink to={PATHS.home} aria-label={t('header.home')}>
              <Logo />
            </RouterLink>
          </Box>
          <Box flex="1" minW="0" maxW="xl" display={{ base: 'none', md: 'block' }}>
            <SearchBox />
          </Box>
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          <HStack
            as="nav"
            gap="1"
            flexShrink="0"
            whiteSpace="nowrap"
            display={{ base: 'none', xl: 'flex' }}
            aria-label={t('header.mainNav')}
          >
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={PATHS.listItem}>{t('header.listYourItem')}</RouterLink>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={PATHS.howItWorks}>{t('header.howItWorks')}</RouterLink>
            </Button>
          </HStack>
          <HStack gap="1" flexShrink="0" display={{ base: 'none', lg: 'flex' }}>
            <LanguageMenu />
            <CurrencyMenu />
          </HStack>
          {user ? (
            <Suspense fallback={<Box boxSize="9" flexShrink="0" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <HStack gap="1" flexShrink="0" whiteSpace="nowrap" display={{ base: 'none', md: 'flex' }}>
            {session.status === 'loading' ? (
              <Skeleton height="8" width="28" rounded="md" />
            ) : user ? (
              <UserMenu username={user.username} image={user.profileImage ?? null} />
            ) : (
              <Button
                colorPalette="brand"
                size="sm"
                rounded="full"
                px="5"
                data-testid="login-button"
                onPointerEnter={prefetchAuthDialog}
                onPointerDown={prefetchAuthDialog}
                onFocus={prefetchAuthDialog}
                onClick={() => openAuthModal('login')}
              >
                {t('header.loginRegister')}
              </Button>
            )}
          </HStack>
          <IconButton
            aria-label={t('header.openMenu')}
            data-testid="menu-button"
            variant="ghost"
            flexShrink="0"
            display={{ base: 'inline-flex', xl: 'none' }}
            onPointerEnter={prefetchDrawer}
            onPointerDown={prefetchDrawer}
            onFocus={prefetchDrawer}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <LuMenu />
          </IconButton>
        </Flex>
        <Box display={{ base: 'block', md: 'none' }} mt="3">
          <SearchBox />
        </Box>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </Box>
  );
}

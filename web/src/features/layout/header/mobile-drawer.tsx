import {
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CURRENCIES, CURRENCY_CODES, LANGUAGES } from '@koalarent/core/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuCirclePlus,
  LuInfo,
  LuLogIn,
  LuLogOut,
  LuMessageSquare,
  LuPackage,
  LuShieldCheck,
  LuUser,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';
import { openAuthModal } from '../../auth/auth-modal-events';
import { useSession } from '../../auth/hooks/session-context';
import { useLogout } from '../../auth/hooks/use-logout';
import { useCurrency } from '../../currency/currency-context';
import { useLanguage } from '../../language/hooks/use-language';
import { UserAvatar } from './user-avatar';

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec §2: on small screens a side drawer with the header items plus My Profile and Messages. */
export function MobileDrawer({ open, onOpenChange }: MobileDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { logout } = useLogout();
  const { language, setLanguage } = useLanguage();
  const { currency, setCurrency } = useCurrency();
  const user = session.status === 'authenticated' ? session.user : null;

  const go = (path: string) => {
    onOpenChange(false);
    navigate(path);
  };

  const item = (label: string, icon: ReactNode, onClick: () => void) => (
    <Button variant="ghost" justifyContent="flex-start" size="lg" px="3" onClick={onClick}>
      {icon}
      {label}
    </Button>
  );

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('header.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="1">
                {user ? (
                  <HStack px="3" py="2" gap="3">
                    <UserAvatar username={user.username} image={user.profileImage ?? null} />
                    <Text fontWeight="semibold">{user.username}</Text>
                  </HStack>
                ) : null}
                {item(t('header.listYourItem'), <LuCirclePlus />, () => go(PATHS.listItem))}
                {item(t('header.howItWorks'), <LuInfo />, () => go(PATHS.howItWorks))}
                {user ? (
                  <>
                    {item(t('header.myProfile'), <LuUser />, () => go(PATHS.profile))}
                    {item(t('header.myRentals'), <LuPackage />, () => go(PATHS.myRentals))}
                    {item(t('header.messages'), <LuMessageSquare />, () => go(PATHS.messages))}
                    {session.isAdmin
                      ? item(t('header.adminDashboard'), <LuShieldCheck />, () => go(PATHS.admin))
                      : null}
                  </>
                ) : null}
                <Separator my="3" />
                <Stack gap="4" px="3">
                  <Field.Root>
                    <Field.Label>{t('header.language')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={language}
                        onChange={(event) => setLanguage(event.target.value)}
                      >
                        {LANGUAGES.map((entry) => (
                          <option key={entry.code} value={entry.code}>
                            {entry.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('header.currency')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={currency}
                        onChange={(event) => setCurrency(event.target.value)}
                      >
                        {CURRENCY_CODES.map((code) => (
                          <option key={code} value={code}>
                            {code} ({CURRENCIES[code].symbol})
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
                <Separator my="3" />
                {user
                  ? item(t('header.logOut'), <LuLogOut />, () => {
                      onOpenChange(false);
                      void logout();
                    })
                  : item(t('header.loginRegister'), <LuLogIn />, () => {
                      onOpenChange(false);
                      openAuthModal('login');
                    })}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

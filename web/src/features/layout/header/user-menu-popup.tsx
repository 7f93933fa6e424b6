import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuPackage, LuShieldCheck, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';
import { useSession } from '../../auth/hooks/session-context';
import { useLogout } from '../../auth/hooks/use-logout';
import { UserMenuTriggerContent } from './user-menu';

/** The account menu itself, loaded after first paint by UserMenu and mounted open when its placeholder is activated. */
export function UserMenuPopup({
  username,
  image,
  defaultOpen,
}: {
  username: string;
  image?: string | null;
  defaultOpen: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const { logout } = useLogout();

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      onSelect={(details) => {
        if (details.value === 'logout') void logout();
        else if (details.value === 'profile') navigate(PATHS.profile);
        else if (details.value === 'my-rentals') navigate(PATHS.myRentals);
        else if (details.value === 'admin') navigate(PATHS.admin);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="2"
          data-testid="user-menu"
          aria-label={t('header.accountMenu', { username })}
        >
          <UserMenuTriggerContent username={username} image={image} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="profile">
              <LuUser />
              {t('header.profile')}
            </Menu.Item>
            <Menu.Item value="my-rentals">
              <LuPackage />
              {t('header.myRentals')}
            </Menu.Item>
            {isAdmin ? (
              <Menu.Item value="admin">
                <LuShieldCheck />
                {t('header.adminDashboard')}
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              <LuLogOut />
              {t('header.logOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { useDeferredModule } from '../../../shared/ui/deferred-module';
import { UserAvatar } from './user-avatar';

export function UserMenuTriggerContent({ username, image }: { username: string; image?: string | null }) {
  return (
    <>
      <UserAvatar username={username} image={image ?? null} size="xs" />
      <Text as="span" maxW="32" truncate fontWeight="semibold">
        {username}
      </Text>
      <LuChevronDown />
    </>
  );
}

const loadPopup = () => import('./user-menu-popup');

/** The signed-in member's account menu; its menu machinery arrives on demand (see ChoiceMenu). */
export function UserMenu({ username, image }: { username: string; image?: string | null }) {
  const { t } = useTranslation();
  const { module, request, prefetch } = useDeferredModule(loadPopup);
  if (module) {
    return <module.UserMenuPopup username={username} image={image} defaultOpen />;
  }
  // Activation (click, Enter, Space, or the arrow keys of the menu-button pattern) opens the real menu.
  const activate = () => {
    request().catch(() => undefined);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      data-testid="user-menu"
      aria-label={t('header.accountMenu', { username })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          activate();
        }
      }}
    >
      <UserMenuTriggerContent username={username} image={image} />
    </Button>
  );
}

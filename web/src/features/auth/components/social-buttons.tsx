import { Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FaFacebook, FaXTwitter } from 'react-icons/fa6';
import { FcGoogle } from 'react-icons/fc';
import { queryString } from '../../../shared/routes/paths';

/** Spec §7: the provider start paths (full browser navigations). */
const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google', path: '/api/auth/google', icon: FcGoogle },
  { id: 'facebook', label: 'Facebook', path: '/api/auth/facebook', icon: FaFacebook },
  { id: 'twitter', label: 'X', path: '/api/auth/twitter', icon: FaXTwitter },
] as const;

function socialStartUrl(path: string, returnTo: string): string {
  return path + queryString({ returnTo });
}

export function SocialButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <HStack gap="3">
        <Separator flex="1" />
        <Text flexShrink="0" fontSize="sm" color="fg.muted">
          {t('auth.orContinueWith')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <HStack gap="2">
        {SOCIAL_PROVIDERS.map(({ id, label, path, icon: Icon }) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            colorPalette="gray"
            flex="1"
            onClick={() => window.location.assign(socialStartUrl(path, returnTo))}
          >
            <Box as="span" color={id === 'facebook' ? '#1877F2' : undefined} display="inline-flex">
              <Icon />
            </Box>
            {label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

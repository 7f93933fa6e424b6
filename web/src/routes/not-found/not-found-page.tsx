import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/routes/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" px="6">
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="7xl" fontWeight="black" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.body')}</Text>
        <Button asChild colorPalette="brand" rounded="full">
          <RouterLink to={PATHS.home}>{t('common.backHome')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}

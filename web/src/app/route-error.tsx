import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last-resort boundary: a chunk that failed to load or a render error. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center minH="60vh" px="6">
      <Stack align="center" textAlign="center" gap="4">
        <Heading size="2xl">{t('common.somethingWentWrong')}</Heading>
        <Text color="fg.muted">{detail ?? t('common.tryAgainLater')}</Text>
        <Button colorPalette="brand" onClick={() => window.location.assign('/')}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

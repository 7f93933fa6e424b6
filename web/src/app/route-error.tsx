import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last-resort boundary: a chunk that failed to load or a render error. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center minH="60vh" px="6">
      <Stack align="center" textAlign="center" gap="4">
        <Heading size="2xl">Something went wrong</Heading>
        <Text color="fg.muted">{detail ?? 'Something went wrong. Please try again later.'}</Text>
        <Button colorPalette="brand" onClick={() => window.location.assign('/')}>
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}

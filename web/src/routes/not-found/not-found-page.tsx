import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/routes/paths';

export function NotFoundPage() {
  return (
    <Center minH="60vh" px="6">
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="7xl" fontWeight="black" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="brand" rounded="full">
          <RouterLink to={PATHS.home}>Back to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}

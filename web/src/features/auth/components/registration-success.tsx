import { Box, Button, Circle, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../shared/routes/paths';
import { useAppConfig } from '../../app-config/hooks/use-app-config';

export interface RegistrationSuccessProps {
  email: string;
  onReturnHome(): void;
}

/** Spec §2: 'Registration Successful!' with the address the verification link went to. */
export function RegistrationSuccess({ email, onReturnHome }: RegistrationSuccessProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <Stack gap="5" align="center" textAlign="center" py="4" data-testid="registration-success">
      <Circle size="16" bg="brand.subtle" color="brand.fg" fontSize="3xl">
        <LuMailCheck />
      </Circle>
      <Heading as="h2" size="xl">
        {t('auth.registrationSuccessful')}
      </Heading>
      <Box>
        <Text color="fg.muted">{t('auth.verificationSent')}</Text>
        <Text fontWeight="semibold" data-testid="registration-email">
          {email}
        </Text>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('auth.checkSpam')}
      </Text>
      <Button colorPalette="brand" onClick={onReturnHome} width="full">
        {t('auth.returnHome')}
      </Button>
      {config?.devMailbox ? (
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={PATHS.devMailbox}>{t('auth.openMailbox')}</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { PATHS } from '../../../shared/routes/paths';
import { notify } from '../../../shared/ui/toaster';
import { useOnboarding } from '../hooks/use-onboarding';

/**
 * The account page's onboarding section (spec §4): Reset removes the answers and the completion marker on the
 * server, then the home page opens the wizard again.
 */
export function OnboardingReset() {
  // Its strings arrive with the section: the rest of the account page does not wait for them.
  return (
    <Suspense fallback={null}>
      <ResetSection />
    </Suspense>
  );
}

function ResetSection() {
  useNamespaces('onboarding');
  const { t } = useTranslation('onboarding');
  const onboarding = useOnboarding();
  const navigate = useNavigate();

  async function reset() {
    try {
      await onboarding.reset();
      notify.success({ title: t('reset.done'), description: t('reset.doneText') });
      navigate(PATHS.home);
    } catch (failure) {
      const message = toAppError(failure).message;
      notify.error({
        title: t('reset.failed'),
        description: message ? translateServerMessage(message) : t('wizard.tryAgain'),
      });
    }
  }

  return (
    <Card.Root rounded="2xl" as="section" aria-labelledby="onboarding-reset-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="onboarding-reset-heading">
          {t('reset.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('reset.description')}
        </Text>
      </Card.Header>
      <Card.Body alignItems="flex-start">
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => void reset()}
          loading={onboarding.resetting}
          loadingText={t('reset.resetting')}
        >
          <LuRotateCcw aria-hidden="true" />
          {t('reset.button')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

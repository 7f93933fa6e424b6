import { Box, Button, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { ONBOARDING_STEPS } from '@koalarent/core/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuArrowRight, LuCheck, LuPartyPopper } from 'react-icons/lu';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { notify } from '../../../shared/ui/toaster';
import type { useOnboarding } from '../hooks/use-onboarding';
import {
  canGoPrevious,
  completionAnswers,
  initialWizardState,
  isLastStep,
  onboardingWizardReducer,
  type WizardStep,
  welcomeName,
} from '../model/wizard-state';
import { CategoriesStep, CommunicationStep, ExperienceStep, GoalStep, InterestsStep } from './wizard-steps';

const STEP_TITLE_KEYS = {
  1: 'steps.goal.title',
  2: 'steps.categories.title',
  3: 'steps.interests.title',
  4: 'steps.experience.title',
  5: 'steps.communication.title',
} as const satisfies Record<WizardStep, string>;

interface OnboardingWizardProps {
  open: boolean;
  onboarding: Pick<
    ReturnType<typeof useOnboarding>,
    'complete' | 'skip' | 'completing' | 'skipping' | 'user'
  >;
  /** The wizard has finished (welcome read, skipped) or was put away for now (Escape). */
  onClose(outcome: 'completed' | 'skipped' | 'dismissed'): void;
  /** Where focus goes when the dialog closes (the recommendations' heading, or the page). */
  finalFocus(): HTMLElement | null;
}

/**
 * The first-time onboarding wizard (spec §2, §4): five steps with Next, Previous (disabled on step 1), Skip Setup
 * and, on the last step, Complete Setup, which stores the answers and shows the welcome message. A modal dialog:
 * focus stays inside while it is open and moves to `finalFocus` when it closes.
 */
function OnboardingWizard({ open, onboarding, onClose, finalFocus }: OnboardingWizardProps) {
  // Step 4's place field reads 'location': loaded up front, so no step suspends the open dialog.
  useNamespaces('onboarding', 'location');
  const { t } = useTranslation('onboarding');
  const [state, dispatch] = useReducer(onboardingWizardReducer, undefined, initialWizardState);
  const [error, setError] = useState<string | null>(null);
  const [welcome, setWelcome] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const welcomeButtonRef = useRef<HTMLButtonElement>(null);
  const outcome = useRef<'completed' | 'skipped' | 'dismissed'>('dismissed');
  const busy = onboarding.completing || onboarding.skipping;

  // Focus follows the step: the new step's heading is read out and Tab continues into its controls.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);
  useEffect(() => {
    if (welcome) welcomeButtonRef.current?.focus();
  }, [welcome]);

  const title = t(STEP_TITLE_KEYS[state.step]);
  const progress = t('wizard.progress', { step: String(state.step), total: String(ONBOARDING_STEPS) });

  async function completeSetup() {
    setError(null);
    const checked = completionAnswers(state.answers);
    if (!checked.ok) {
      setError(translateServerMessage(checked.message));
      return;
    }
    try {
      await onboarding.complete(checked.answers);
      outcome.current = 'completed';
      setWelcome(true);
    } catch (failure) {
      const message = toAppError(failure).message;
      setError(message ? translateServerMessage(message) : t('wizard.tryAgain'));
    }
  }

  async function skipSetup() {
    setError(null);
    try {
      await onboarding.skip();
      outcome.current = 'skipped';
      onClose('skipped');
    } catch (failure) {
      const message = toAppError(failure).message;
      notify.error({
        title: t('wizard.skipFailed'),
        description: message ? translateServerMessage(message) : t('wizard.tryAgain'),
      });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose(outcome.current);
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      // A click beside the wizard must not lose the answers; Escape puts it away until the next visit.
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      initialFocusEl={() => headingRef.current}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The full-screen size of small screens must not leave its height and margin on larger ones. */}
          <Dialog.Content
            rounded={{ md: '2xl' }}
            minH={{ md: 'auto' }}
            css={{ '--dialog-margin': { base: '0', md: 'auto' } }}
            data-testid="onboarding-wizard"
          >
            {welcome ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="center" gap="3" pt="10" textAlign="center">
                  <LuPartyPopper size="40" aria-hidden="true" />
                  <Dialog.Title fontSize="2xl">
                    {t('wizard.welcomeTitle', { name: welcomeName(onboarding.user) })}
                  </Dialog.Title>
                  <Dialog.Description color="fg.muted">{t('wizard.welcomeText')}</Dialog.Description>
                </Dialog.Header>
                <Dialog.Footer justifyContent="center" pb="8">
                  <Button ref={welcomeButtonRef} colorPalette="brand" onClick={() => onClose('completed')}>
                    {t('wizard.showRecommendations')}
                    <LuArrowRight aria-hidden="true" />
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <>
                <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
                  <Dialog.Title fontSize="xl">{t('wizard.title')}</Dialog.Title>
                  <Dialog.Description color="fg.muted">{t('wizard.description')}</Dialog.Description>
                  <Stack gap="1.5">
                    <Text
                      fontSize="sm"
                      color="fg.muted"
                      fontWeight="medium"
                      data-testid="onboarding-progress"
                      id="onboarding-progress"
                    >
                      {progress}
                    </Text>
                    {/* The bar repeats the text above for the eye; that text is read with the focused step heading. */}
                    <Box h="1.5" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
                      <Box
                        h="full"
                        rounded="full"
                        bg="brand.solid"
                        width={`${(state.step / ONBOARDING_STEPS) * 100}%`}
                        transition="width 200ms"
                      />
                    </Box>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="6">
                    {/*
                      'Step 1 of 5' shows once, in the progress line above; the heading names the step and, focused
                      at each step, has the progress line read after its name.
                    */}
                    <Heading
                      as="h3"
                      size="md"
                      ref={headingRef}
                      tabIndex={-1}
                      outline="none"
                      aria-describedby="onboarding-progress"
                    >
                      {title}
                    </Heading>
                    {state.step === 1 ? <GoalStep state={state} dispatch={dispatch} /> : null}
                    {state.step === 2 ? <CategoriesStep state={state} dispatch={dispatch} /> : null}
                    {state.step === 3 ? <InterestsStep state={state} dispatch={dispatch} /> : null}
                    {state.step === 4 ? <ExperienceStep state={state} dispatch={dispatch} /> : null}
                    {state.step === 5 ? <CommunicationStep state={state} dispatch={dispatch} /> : null}
                    {error ? (
                      <Text role="alert" color="fg.error" fontWeight="medium">
                        {t('wizard.saveFailed', { reason: error })}
                      </Text>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <HStack justify="space-between" w="full" gap="3" wrap="wrap">
                    <Button
                      variant="ghost"
                      onClick={() => void skipSetup()}
                      loading={onboarding.skipping}
                      loadingText={t('wizard.skipping')}
                      disabled={busy}
                    >
                      {t('wizard.skip')}
                    </Button>
                    <HStack gap="3">
                      <Button
                        variant="outline"
                        onClick={() => {
                          setError(null);
                          dispatch({ type: 'previous' });
                        }}
                        disabled={!canGoPrevious(state) || busy}
                      >
                        <LuArrowLeft aria-hidden="true" />
                        {t('wizard.previous')}
                      </Button>
                      {isLastStep(state) ? (
                        <Button
                          colorPalette="brand"
                          onClick={() => void completeSetup()}
                          loading={onboarding.completing}
                          loadingText={t('wizard.saving')}
                          disabled={busy}
                        >
                          <LuCheck aria-hidden="true" />
                          {t('wizard.complete')}
                        </Button>
                      ) : (
                        <Button
                          colorPalette="brand"
                          onClick={() => dispatch({ type: 'next' })}
                          disabled={busy}
                        >
                          {t('wizard.next')}
                          <LuArrowRight aria-hidden="true" />
                        </Button>
                      )}
                    </HStack>
                  </HStack>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default OnboardingWizard;

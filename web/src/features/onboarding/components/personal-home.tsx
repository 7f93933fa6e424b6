import { Box } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PageSpinner } from '../../../shared/ui/page-spinner';
import { useOnboarding } from '../hooks/use-onboarding';
import { RECOMMENDATIONS_HEADING_ID } from '../model/recommendations-heading';

/** The wizard (and Chakra's dialog, radio-card and slider machinery with it) loads only for those who see it. */
const OnboardingWizard = lazy(() => import('./onboarding-wizard'));
/**
 * The recommendations screen too: only members with answers see it, and its answer model brings the onboarding
 * schema and zod with it (~25 KiB gzipped a visitor's landing page does not need).
 */
const loadRecommendations = () => import('./recommendations-view');
const RecommendationsView = lazy(() =>
  loadRecommendations().then((module) => ({ default: module.RecommendationsView })),
);

/**
 * Spec §2 Home below the location hint card: the default sections (`fallback`) with the onboarding wizard over
 * them while a signed-in member's onboarding is pending; the personalised recommendations once answers exist;
 * the default sections for a member who skipped and for signed-out visitors (who never see the wizard).
 */
export function PersonalHome({ fallback }: { fallback: ReactNode }) {
  const onboarding = useOnboarding();
  const fallbackRef = useRef<HTMLDivElement>(null);
  // The wizard stays mounted from its opening until it is closed, through the welcome message that follows
  // Complete Setup (by then the server already reports answers and the page below has switched).
  const [wizardOpen, setWizardOpen] = useState(false);
  // Escape puts the wizard away for this visit of the page; it returns on the next one while still pending.
  const [dismissed, setDismissed] = useState(false);
  const [closing, setClosing] = useState<'completed' | 'skipped' | 'dismissed' | null>(null);

  if (onboarding.view === 'wizard' && !wizardOpen && !dismissed && closing === null) setWizardOpen(true);
  if (onboarding.view !== 'wizard' && dismissed) setDismissed(false);
  if (!onboarding.signedIn && wizardOpen) setWizardOpen(false);

  const onClose = useCallback((outcome: 'completed' | 'skipped' | 'dismissed') => {
    setClosing(outcome);
    setWizardOpen(false);
    if (outcome === 'dismissed') setDismissed(true);
  }, []);
  // Complete Setup switches the page to the recommendations: have them ready by then, so focus finds its heading.
  useEffect(() => {
    if (wizardOpen) loadRecommendations().catch(() => undefined);
  }, [wizardOpen]);
  const finalFocus = useCallback(
    () =>
      closing === 'completed' ? document.getElementById(RECOMMENDATIONS_HEADING_ID) : fallbackRef.current,
    [closing],
  );

  // Keyed: the wizard keeps its state while the page beneath it switches from the default sections to the
  // recommendations (Complete Setup, then the welcome message).
  const wizard =
    wizardOpen || closing !== null ? (
      <Suspense key="onboarding-wizard" fallback={null}>
        <OnboardingWizard
          open={wizardOpen}
          onboarding={onboarding}
          onClose={onClose}
          finalFocus={finalFocus}
        />
      </Suspense>
    ) : null;

  if (onboarding.view === 'recommendations') {
    return (
      <>
        <Suspense fallback={<PageSpinner />}>
          <RecommendationsView answers={onboarding.state?.answers ?? null} user={onboarding.user} />
        </Suspense>
        {wizard}
      </>
    );
  }
  return (
    <>
      {/* Focus lands here when the wizard is skipped or put away, at the top of the page it covered. */}
      <Box ref={fallbackRef} tabIndex={-1} outline="none">
        {fallback}
      </Box>
      {wizard}
    </>
  );
}

import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { OnboardingAnswers } from '@koalarent/core/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import type { ResultOf } from '../../../shared/graphql/graphql';
import { localStore } from '../../../shared/storage/safe-storage';
import { useSession } from '../../auth/hooks/session-context';
import { COMPLETE_ONBOARDING_MUTATION } from '../graphql/complete-onboarding.mutation';
import { MY_ONBOARDING_QUERY } from '../graphql/my-onboarding.query';
import type { ONBOARDING_STATE_FIELDS } from '../graphql/onboarding-state-fields.fragment';
import { RESET_ONBOARDING_MUTATION } from '../graphql/reset-onboarding.mutation';
import { SKIP_ONBOARDING_MUTATION } from '../graphql/skip-onboarding.mutation';
import { readOnboardingMarker, rememberOnboardingState } from '../model/onboarding-marker';
import { decidePersonalView, type OnboardingAnswer, type PersonalView } from '../model/personal-view';

export type OnboardingState = ResultOf<typeof ONBOARDING_STATE_FIELDS>;

/**
 * A changed onboarding is the answer to `myOnboarding` (the state has no id to be merged by), and the
 * recommendations computed from the old answers are dropped so the next read asks the server again.
 */
function storeState(cache: ApolloCache, state: OnboardingState | undefined): void {
  if (!state) return;
  cache.writeQuery({ query: MY_ONBOARDING_QUERY, data: { myOnboarding: state } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'recommendations' });
  cache.gc();
}

/**
 * The signed-in member's onboarding (spec §4): the server's state, the view the home page shows for it, and
 * the three changes. Signed-out visitors never ask (the server would answer UNAUTHENTICATED).
 */
export function useOnboarding() {
  const session = useSession();
  const signedIn = session.status === 'authenticated' && session.user !== null;
  const userId = session.user?.id ?? null;
  const query = useQuery(MY_ONBOARDING_QUERY, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
  const state = signedIn ? query.data?.myOnboarding : undefined;

  // The local marker mirrors every answer the server gives, so the next visit starts with the right view.
  useEffect(() => {
    if (state && userId !== null) rememberOnboardingState(localStore, userId, state);
  }, [state, userId]);

  const server: OnboardingAnswer = state
    ? {
        state: 'ok',
        completed: state.completed,
        skipped: state.skipped,
        hasAnswers: state.answers !== null && state.answers !== undefined,
      }
    : query.error
      ? { state: 'error' }
      : { state: 'loading' };
  const cached = signedIn && userId !== null ? readOnboardingMarker(localStore, userId) : null;
  const view: PersonalView = decidePersonalView({ signedIn, server, cached });

  const [completeMutation, completing] = useMutation(COMPLETE_ONBOARDING_MUTATION);
  const [skipMutation, skipping] = useMutation(SKIP_ONBOARDING_MUTATION);
  const [resetMutation, resetting] = useMutation(RESET_ONBOARDING_MUTATION);

  const complete = useCallback(
    async (answers: OnboardingAnswers) => {
      const result = await completeMutation({
        variables: { answers: { ...answers } },
        update: (cache, { data }) => storeState(cache, data?.completeOnboarding),
      });
      return result.data?.completeOnboarding ?? null;
    },
    [completeMutation],
  );
  const skip = useCallback(async () => {
    const result = await skipMutation({
      update: (cache, { data }) => storeState(cache, data?.skipOnboarding),
    });
    return result.data?.skipOnboarding ?? null;
  }, [skipMutation]);
  const reset = useCallback(async () => {
    const result = await resetMutation({
      update: (cache, { data }) => storeState(cache, data?.resetOnboarding),
    });
    return result.data?.resetOnboarding ?? null;
  }, [resetMutation]);

  return useMemo(
    () => ({
      signedIn,
      user: session.user,
      state: state ?? null,
      /** The server has not answered yet (nor failed). */
      loading: signedIn && !state && !query.error,
      error: query.error ?? null,
      view,
      complete,
      skip,
      reset,
      completing: completing.loading,
      skipping: skipping.loading,
      resetting: resetting.loading,
    }),
    [
      signedIn,
      session.user,
      state,
      query.error,
      view,
      complete,
      skip,
      reset,
      completing.loading,
      skipping.loading,
      resetting.loading,
    ],
  );
}

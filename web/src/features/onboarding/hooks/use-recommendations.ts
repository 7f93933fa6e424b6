import { useQuery } from '@apollo/client/react';
import { RECOMMENDATIONS_QUERY } from '../graphql/recommendations.query';

/** The member's recommendation groups (spec §9), asked only once onboarding answers exist. */
export function useRecommendations(enabled: boolean) {
  const { data, error, refetch } = useQuery(RECOMMENDATIONS_QUERY, {
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const groups = data?.recommendations;
  return {
    groups: groups ?? [],
    /** Nothing known yet (a cached answer is shown while a fresh one is fetched). */
    loading: enabled && !groups && !error,
    error: groups ? null : (error ?? null),
    retry: () => void refetch().catch(() => undefined),
  };
}

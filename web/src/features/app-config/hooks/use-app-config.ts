import { useQuery } from '@apollo/client/react';
import { APP_CONFIG_QUERY, type AppConfig } from '../graphql/app-config.query';

/** Server feature flags; null until loaded (or when the server cannot be reached). */
export function useAppConfig(): AppConfig | null {
  const { data } = useQuery(APP_CONFIG_QUERY, { fetchPolicy: 'cache-first' });
  return data?.appConfig ?? null;
}

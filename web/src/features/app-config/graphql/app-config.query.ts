import { graphql, type ResultOf } from '../../../shared/graphql/graphql';

export const APP_CONFIG_QUERY = graphql(`
  query AppConfig {
    appConfig {
      demoMode
      demoAdminEmail
      demoAdminPassword
      devMailbox
      socialProviders
      mapTilesUrl
      stripePublishableKey
    }
  }
`);

/** Server feature flags as the `appConfig` query returns them. */
export type AppConfig = ResultOf<typeof APP_CONFIG_QUERY>['appConfig'];

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AppConfig {
  demoMode: boolean;
  demoAdminEmail: string | null;
  demoAdminPassword: string | null;
  devMailbox: boolean;
  socialProviders: string[];
}

export interface AppConfigQueryResult {
  appConfig: AppConfig;
}

export const APP_CONFIG_QUERY: TypedDocumentNode<AppConfigQueryResult, Record<string, never>> = gql`
  query AppConfig {
    appConfig {
      demoMode
      demoAdminEmail
      demoAdminPassword
      devMailbox
      socialProviders
    }
  }
`;

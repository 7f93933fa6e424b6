import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { CurrencyCode } from '@koalarent/core/contracts';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../features/auth/hooks/session-context';
import { CurrencyProvider } from '../features/currency/currency-context';
import { LanguageSync } from '../features/language/components/language-sync';
import { LocationProvider } from '../features/location/location-context';
import { RenderClockProvider } from '../shared/hydration/render-clock';
import { i18n as appI18n } from '../shared/i18n/i18n';
import { createApolloClient } from './apollo-client';
import { system } from './theme';

/**
 * What a render starts from when it is not the browser's own: the server's render of a page (its client, its
 * request's language instance, currency and time zone), or the browser hydrating that page (its restored client and
 * the server's zone). Absent: the browser's client, language, currency and zone.
 */
export interface RenderStart {
  client?: ApolloClient;
  i18n?: I18n;
  currency?: CurrencyCode;
  /** The zone and moment the server wrote the page in (see render-clock.ts). */
  timeZone?: string;
  now?: number;
}

/** Everything that does not need the router: data, design system, language, session, currency, location. */
export function AppProviders({ children, start = {} }: { children: ReactNode; start?: RenderStart }) {
  const [client] = useState(() => start.client ?? createApolloClient());
  const [clock] = useState(() => ({
    ...(start.timeZone ? { timeZone: start.timeZone } : {}),
    ...(start.now !== undefined ? { now: start.now } : {}),
  }));
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={start.i18n ?? appI18n}>
          <RenderClockProvider clock={clock}>
            <SessionProvider>
              <LanguageSync />
              <CurrencyProvider {...(start.currency ? { initial: start.currency } : {})}>
                <LocationProvider>{children}</LocationProvider>
              </CurrencyProvider>
            </SessionProvider>
          </RenderClockProvider>
        </I18nextProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}

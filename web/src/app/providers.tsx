import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../features/auth/hooks/session-context';
import { CurrencyProvider } from '../features/currency/currency-context';
import { LanguageSync } from '../features/i18n/components/language-sync';
import { i18n } from '../features/i18n/i18n';
import { LocationProvider } from '../features/location/location-context';
import { createApolloClient } from './apollo-client';
import { system } from './theme';

/** Everything that does not need the router: data, design system, language, session, currency, location. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          <SessionProvider>
            <LanguageSync />
            <CurrencyProvider>
              <LocationProvider>{children}</LocationProvider>
            </CurrencyProvider>
          </SessionProvider>
        </I18nextProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}

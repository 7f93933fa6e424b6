import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../app/theme';
import { i18n } from '../i18n/i18n';

/**
 * For tests of what a screen says: renders `node` to HTML with the app's i18n instance, design system and a
 * router, as the browser first receives it, and returns its text without markup or styles, spaces collapsed, so
 * a test can look for whole phrases ("Total price €1,092.50") in the language on screen.
 */
export function renderText(node: ReactNode): string {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <MemoryRouter>{node}</MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthModalProvider } from '../features/auth/components/auth-modal-provider';
import { Footer } from '../features/layout/footer/footer';
import { Header } from '../features/layout/header/header';
import { usePageViewReporter } from '../features/tracking/use-page-view-reporter';
import { PageSpinner } from '../shared/ui/page-spinner';
import { showPendingFlash, Toaster } from '../shared/ui/toaster';
import { useDocumentTitle } from './route-title';

/**
 * Marks the document once the page under the header is live (`<html data-app-ready>`): rendered by the browser, or,
 * for a server-rendered page, hydrated — until then a tap on the server's HTML may do nothing. Outside React's tree,
 * so it changes nothing React hydrates; end-to-end tests wait for it before they act, as a visitor in effect does.
 */
function PageReady(): null {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** The frame every screen renders in: sticky header, page, footer, auth dialog and toasts. */
export function RootLayout() {
  useDocumentTitle();
  // Page views, searches and item views for the admins' Browsing History: batched, never awaited.
  usePageViewReporter();
  useEffect(() => {
    // After the first commit, once the toaster has subscribed (StrictMode remounts it on the first pass).
    const timer = window.setTimeout(showPendingFlash, 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <AuthModalProvider>
      <Flex direction="column" minH="100vh">
        <Header />
        <Box as="main" flex="1" id="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </Box>
        <Footer />
      </Flex>
      <Toaster />
      <ScrollRestoration />
    </AuthModalProvider>
  );
}

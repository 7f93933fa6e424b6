import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { InfoPageKey } from '../routes/info/info-page';
import { loadNamespaces, type Namespace } from '../shared/i18n/i18n';
import { PATHS } from '../shared/routes/paths';
import { PageSpinner } from '../shared/ui/page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-title';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * Loads a route module's named component lazily, together with the translation namespaces it reads, so
 * the page's first render already has its strings. Every page is its own chunk: the landing page
 * downloads none of the others.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  namespaces: Namespace[] = [],
): Lazy {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    // The page's own lazy parts too (see `preloadPage` in the route modules that have them).
    await (module as { preloadPage?: () => Promise<unknown> }).preloadPage?.();
    return { Component: pick(module) };
  };
}

/** An information page of the footer (spec §2 route table), served by one module from its content table. */
function info(path: string, title: RouteHandle['title'], key: InfoPageKey): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: page(
      () => import('../routes/info/info-page'),
      (m) => m.infoPageComponent(key),
      ['pages'],
    ),
  };
}

/** The one route table (spec §2). Every page names itself in `handle.title` (its document title). */
export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: page(
          () => import('../routes/home/home-page'),
          (m) => m.HomePage,
          ['location', 'home', 'items'],
        ),
      },
      {
        path: PATHS.search,
        handle: { title: 'titles.search' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/search/search-page'),
          (m) => m.SearchPage,
          ['location', 'search', 'items'],
        ),
      },
      {
        path: PATHS.searchResults,
        handle: { title: 'titles.searchResults' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/search-results/search-results-page'),
          (m) => m.SearchResultsPage,
          ['onboarding'],
        ),
      },
      {
        path: PATHS.item,
        handle: { title: 'titles.item' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/item/item-page'),
          (m) => m.ItemPage,
          ['reviews', 'items', 'rental'],
        ),
      },
      {
        path: PATHS.listItem,
        handle: { title: 'header.listYourItem' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/list-item/list-item-page'),
          (m) => m.ListItemPage,
          ['listing', 'items', 'location'],
        ),
      },
      {
        path: PATHS.editItem,
        handle: { title: 'titles.editItem' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/edit-item/edit-item-page'),
          (m) => m.EditItemPage,
          ['listing', 'items', 'location'],
        ),
      },
      {
        path: PATHS.itemCalendar,
        handle: { title: 'titles.itemCalendar' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/item-calendar/item-calendar-page'),
          (m) => m.ItemCalendarPage,
          ['listing', 'ownerBookings'],
        ),
      },
      {
        path: PATHS.howItWorks,
        handle: { title: 'header.howItWorks' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/how-it-works/how-it-works-page'),
          (m) => m.HowItWorksPage,
          ['pages'],
        ),
      },
      {
        path: PATHS.profile,
        handle: { title: 'header.myProfile' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/profile/profile-page'),
          (m) => m.ProfilePage,
          ['profile', 'reviews', 'messaging', 'items', 'listing', 'bookings', 'ownerBookings'],
        ),
      },
      {
        path: PATHS.user,
        handle: { title: 'titles.user' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/profile/user-page'),
          (m) => m.UserPage,
          ['profile', 'reviews', 'items'],
        ),
      },
      {
        path: PATHS.myRentals,
        handle: { title: 'header.myRentals' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/my-rentals/my-rentals-page'),
          (m) => m.MyRentalsPage,
          // The cards' placeholder (items) and the message and review dialogs (messaging, reviews) too.
          ['bookings', 'items', 'messaging', 'reviews'],
        ),
      },
      {
        path: PATHS.messages,
        handle: { title: 'header.messages' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/messages/messages-page'),
          (m) => m.MessagesPage,
          ['messaging'],
        ),
      },
      {
        path: PATHS.messagesWith,
        handle: { title: 'header.messages' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/messages/messages-page'),
          (m) => m.MessagesPage,
          ['messaging'],
        ),
      },
      {
        path: PATHS.auth,
        handle: { title: 'titles.signIn' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/auth/auth-page'),
          (m) => m.AuthPage,
        ),
      },
      {
        path: PATHS.categories,
        handle: { title: 'footer.categories' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/categories/categories-page'),
          (m) => m.CategoriesPage,
          ['pages', 'items'],
        ),
      },
      {
        path: PATHS.blog,
        handle: { title: 'footer.blog' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/info/blog-page'),
          (m) => m.BlogPage,
          ['pages'],
        ),
      },
      info(PATHS.about, 'footer.about', 'about'),
      info(PATHS.trustSafety, 'footer.trustSafety', 'trustSafety'),
      info(PATHS.help, 'footer.help', 'help'),
      info(PATHS.terms, 'footer.terms', 'terms'),
      info(PATHS.privacy, 'footer.privacy', 'privacy'),
      info(PATHS.insurance, 'footer.insurance', 'insurance'),
      info(PATHS.cookies, 'footer.cookies', 'cookies'),
      {
        path: PATHS.admin,
        handle: { title: 'header.adminDashboard' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/admin/admin-page'),
          (m) => m.AdminPage,
          ['admin'],
        ),
      },
      {
        path: PATHS.adminLogin,
        handle: { title: 'titles.adminLogin' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/admin-login/admin-login-page'),
          (m) => m.AdminLoginPage,
          ['admin'],
        ),
      },
      {
        path: PATHS.verifyEmail,
        handle: { title: 'titles.verifyEmail' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/verify-email/verify-email-page'),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: PATHS.forgotPassword,
        handle: { title: 'titles.forgotPassword' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/forgot-password/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: PATHS.resetPassword,
        handle: { title: 'titles.resetPassword' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/reset-password/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: PATHS.devMailbox,
        handle: { title: 'titles.devMailbox' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/dev-mailbox/dev-mailbox-page'),
          (m) => m.DevMailboxPage,
          ['devMailbox'],
        ),
      },
      {
        path: '*',
        handle: { title: 'titles.notFound' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/not-found/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the route table, as React Router's own
 * lazy loading would: a page the server rendered is hydrated by a router that has its page already (it would
 * otherwise render its fallback first, which the HTML does not have). Other routes stay lazy.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      const module = await load();
      // A second caller may have finished first; the route is only rewritten once.
      if (route.lazy !== load) return;
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}

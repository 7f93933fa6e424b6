import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PATHS } from '../shared/routes/paths';
import { PageSpinner } from '../shared/ui/page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-title';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Loads a route module's named component lazily. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType): Lazy {
  return async () => ({ Component: pick(await load()) });
}

const info = page(
  () => import('../routes/info/info-page'),
  (m) => m.InfoPage,
);

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
        ),
      },
      {
        path: PATHS.search,
        handle: { title: 'titles.search' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/search/search-page'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: PATHS.searchResults,
        handle: { title: 'titles.searchResults' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/search-results/search-results-page'),
          (m) => m.SearchResultsPage,
        ),
      },
      {
        path: PATHS.item,
        handle: { title: 'titles.item' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/item/item-page'),
          (m) => m.ItemPage,
        ),
      },
      {
        path: PATHS.listItem,
        handle: { title: 'header.listYourItem' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/list-item/list-item-page'),
          (m) => m.ListItemPage,
        ),
      },
      {
        path: PATHS.editItem,
        handle: { title: 'titles.editItem' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/edit-item/edit-item-page'),
          (m) => m.EditItemPage,
        ),
      },
      {
        path: PATHS.howItWorks,
        handle: { title: 'header.howItWorks' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/how-it-works/how-it-works-page'),
          (m) => m.HowItWorksPage,
        ),
      },
      {
        path: PATHS.profile,
        handle: { title: 'header.myProfile' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/profile/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: PATHS.user,
        handle: { title: 'titles.user' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/profile/user-page'),
          (m) => m.UserPage,
        ),
      },
      {
        path: PATHS.myRentals,
        handle: { title: 'header.myRentals' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/my-rentals/my-rentals-page'),
          (m) => m.MyRentalsPage,
        ),
      },
      {
        path: PATHS.messages,
        handle: { title: 'header.messages' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/messages/messages-page'),
          (m) => m.MessagesPage,
        ),
      },
      {
        path: PATHS.messagesWith,
        handle: { title: 'header.messages' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/messages/messages-page'),
          (m) => m.MessagesPage,
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
      { path: PATHS.categories, lazy: info, handle: { title: 'footer.categories' } satisfies RouteHandle },
      { path: PATHS.about, lazy: info, handle: { title: 'footer.about' } satisfies RouteHandle },
      { path: PATHS.blog, lazy: info, handle: { title: 'footer.blog' } satisfies RouteHandle },
      { path: PATHS.trustSafety, lazy: info, handle: { title: 'footer.trustSafety' } satisfies RouteHandle },
      { path: PATHS.help, lazy: info, handle: { title: 'footer.help' } satisfies RouteHandle },
      { path: PATHS.terms, lazy: info, handle: { title: 'footer.terms' } satisfies RouteHandle },
      { path: PATHS.privacy, lazy: info, handle: { title: 'footer.privacy' } satisfies RouteHandle },
      { path: PATHS.insurance, lazy: info, handle: { title: 'footer.insurance' } satisfies RouteHandle },
      { path: PATHS.cookies, lazy: info, handle: { title: 'footer.cookies' } satisfies RouteHandle },
      {
        path: PATHS.admin,
        handle: { title: 'header.adminDashboard' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/admin/admin-page'),
          (m) => m.AdminPage,
        ),
      },
      {
        path: PATHS.adminLogin,
        handle: { title: 'titles.adminLogin' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/admin-login/admin-login-page'),
          (m) => m.AdminLoginPage,
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
        path: PATHS.devMailbox,
        handle: { title: 'titles.devMailbox' } satisfies RouteHandle,
        lazy: page(
          () => import('../routes/dev-mailbox/dev-mailbox-page'),
          (m) => m.DevMailboxPage,
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

export function createRouter() {
  return createBrowserRouter(routes);
}

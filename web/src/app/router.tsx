import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PATHS } from '../shared/routes/paths';
import { PageSpinner } from '../shared/ui/page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Loads a route module's named component lazily. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType): Lazy {
  return async () => ({ Component: pick(await load()) });
}

const info = page(
  () => import('../routes/info/info-page'),
  (m) => m.InfoPage,
);

/** The one route table (spec §2). */
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
        lazy: page(
          () => import('../routes/search/search-page'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: PATHS.searchResults,
        lazy: page(
          () => import('../routes/search-results/search-results-page'),
          (m) => m.SearchResultsPage,
        ),
      },
      {
        path: PATHS.item,
        lazy: page(
          () => import('../routes/item/item-page'),
          (m) => m.ItemPage,
        ),
      },
      {
        path: PATHS.listItem,
        lazy: page(
          () => import('../routes/list-item/list-item-page'),
          (m) => m.ListItemPage,
        ),
      },
      {
        path: PATHS.editItem,
        lazy: page(
          () => import('../routes/edit-item/edit-item-page'),
          (m) => m.EditItemPage,
        ),
      },
      {
        path: PATHS.howItWorks,
        lazy: page(
          () => import('../routes/how-it-works/how-it-works-page'),
          (m) => m.HowItWorksPage,
        ),
      },
      {
        path: PATHS.profile,
        lazy: page(
          () => import('../routes/profile/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: PATHS.user,
        lazy: page(
          () => import('../routes/profile/user-page'),
          (m) => m.UserPage,
        ),
      },
      {
        path: PATHS.myRentals,
        lazy: page(
          () => import('../routes/my-rentals/my-rentals-page'),
          (m) => m.MyRentalsPage,
        ),
      },
      {
        path: PATHS.messages,
        lazy: page(
          () => import('../routes/messages/messages-page'),
          (m) => m.MessagesPage,
        ),
      },
      {
        path: PATHS.messagesWith,
        lazy: page(
          () => import('../routes/messages/messages-page'),
          (m) => m.MessagesPage,
        ),
      },
      {
        path: PATHS.auth,
        lazy: page(
          () => import('../routes/auth/auth-page'),
          (m) => m.AuthPage,
        ),
      },
      { path: PATHS.categories, lazy: info, handle: { title: 'Categories' } },
      { path: PATHS.about, lazy: info, handle: { title: 'About Us' } },
      { path: PATHS.blog, lazy: info, handle: { title: 'Blog' } },
      { path: PATHS.trustSafety, lazy: info, handle: { title: 'Trust & Safety' } },
      { path: PATHS.help, lazy: info, handle: { title: 'Help Center' } },
      { path: PATHS.terms, lazy: info, handle: { title: 'Terms of Service' } },
      { path: PATHS.privacy, lazy: info, handle: { title: 'Privacy Policy' } },
      { path: PATHS.insurance, lazy: info, handle: { title: 'Insurance' } },
      { path: PATHS.cookies, lazy: info, handle: { title: 'Cookie Policy' } },
      {
        path: PATHS.admin,
        lazy: page(
          () => import('../routes/admin/admin-page'),
          (m) => m.AdminPage,
        ),
      },
      {
        path: PATHS.adminLogin,
        lazy: page(
          () => import('../routes/admin-login/admin-login-page'),
          (m) => m.AdminLoginPage,
        ),
      },
      {
        path: PATHS.verifyEmail,
        lazy: page(
          () => import('../routes/verify-email/verify-email-page'),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: PATHS.devMailbox,
        lazy: page(
          () => import('../routes/dev-mailbox/dev-mailbox-page'),
          (m) => m.DevMailboxPage,
        ),
      },
      {
        path: '*',
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

/** Spec §2: a window event 'openAuthModal' opens the auth dialog on a given tab (default login). */
export const OPEN_AUTH_MODAL_EVENT = 'openAuthModal';

export type AuthTab = 'login' | 'register';

export function tabFromEventDetail(detail: unknown): AuthTab {
  if (typeof detail === 'object' && detail !== null && (detail as { tab?: unknown }).tab === 'register') {
    return 'register';
  }
  return 'login';
}

export function openAuthModal(tab: AuthTab = 'login'): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL_EVENT, { detail: { tab } }));
}

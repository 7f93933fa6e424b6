import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { localStore, sessionStore } from '../../../shared/storage/safe-storage';
import { flashAfterReload, notify } from '../../../shared/ui/toaster';
import { useForgetBrowserNotifications } from '../../messaging/hooks/use-forget-browser-notifications';
import { LOGOUT_MUTATION } from '../graphql/logout.mutation';
import { clearSession } from '../session/session-store';

/**
 * Spec §4: logout clears the flags, shows 'Logout successful' and reloads the page; this browser's notifications of
 * the member stop first (issue 25 §6).
 */
export function useLogout() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(LOGOUT_MUTATION);
  const forgetBrowserNotifications = useForgetBrowserNotifications();

  const logout = useCallback(async () => {
    try {
      await forgetBrowserNotifications();
      await mutate();
      clearSession(localStore, sessionStore);
      flashAfterReload('success', { title: t('auth.logoutSuccessful'), description: t('auth.loggedOut') });
      window.location.reload();
    } catch (error) {
      const appError = toAppError(error);
      notify.error({
        title: t('auth.logoutFailed'),
        description: appError.message
          ? translateServerMessage(appError.message)
          : t('auth.logoutFailedFallback'),
      });
    }
  }, [forgetBrowserNotifications, mutate, t]);

  return { logout, loading };
}

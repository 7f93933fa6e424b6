import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppError, appError, toAppError } from '../../../shared/errors/app-error';
import { localStore } from '../../../shared/storage/safe-storage';
import { flashAfterReload } from '../../../shared/ui/toaster';
import { LOGIN_MUTATION } from '../graphql/login.mutation';
import { writeSession } from '../session/session-store';
import { loginNotice } from '../sign-in-messages';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginOutcome = { ok: true } | { ok: false; error: AppError };

/**
 * Signs in; on success caches the user, queues the 'Login successful' toast (a welcome on the first sign-in)
 * and fully reloads the page at `target` (spec §2: the page is reloaded at the current path when target is null).
 */
export function useLogin() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(LOGIN_MUTATION);

  const login = useCallback(
    async (values: LoginValues, target: string | null): Promise<LoginOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: values } });
        const user = data?.login;
        if (!user || typeof user.id !== 'number') {
          return {
            ok: false,
            error: appError({ message: t('auth.invalidUserData') }),
          };
        }
        writeSession(localStore, user, { remember: values.rememberMe });
        flashAfterReload('success', loginNotice(user, t));
        if (target) window.location.assign(target);
        else window.location.reload();
        return { ok: true };
      } catch (error) {
        return { ok: false, error: toAppError(error) };
      }
    },
    [mutate, t],
  );

  return { login, loading };
}

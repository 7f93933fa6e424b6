import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { localStore } from '../../../shared/storage/safe-storage';
import { ADMIN_LOGIN_MUTATION } from '../graphql/admin-login.mutation';
import { writeSession } from '../session/session-store';
import type { SessionUser } from '../session/session-user';

export type AdminLoginOutcome = { ok: true; user: SessionUser } | { ok: false; error: AppError };

export function useAdminLogin() {
  const [mutate, { loading }] = useMutation(ADMIN_LOGIN_MUTATION);
  const adminLogin = useCallback(
    async (input: { email: string; password: string }): Promise<AdminLoginOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data?.adminLogin) throw new Error('No user returned');
        writeSession(localStore, data.adminLogin, { remember: false });
        return { ok: true, user: data.adminLogin };
      } catch (error) {
        return { ok: false, error: toAppError(error) };
      }
    },
    [mutate],
  );
  return { adminLogin, loading };
}

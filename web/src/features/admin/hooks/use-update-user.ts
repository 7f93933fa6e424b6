import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { notify } from '../../../shared/ui/toaster';
import { ADMIN_UPDATE_USER_MUTATION } from '../graphql/admin-update-user.mutation';
import { failureText } from '../model/format';
import type { AdminUser, AdminUserUpdate } from '../model/users';

export type UpdateOutcome = { ok: true } | { ok: false; error: AppError };

/**
 * Changes a member (only the given fields) with the spec's toasts: 'User updated' or 'Failed to update user' (with
 * 'An error occurred while updating the user.' unless the server gave its reason). The answer is the member as now
 * stored, which Apollo's cache hands to every row and dialog showing them.
 */
export function useUpdateUser() {
  const [mutate] = useMutation(ADMIN_UPDATE_USER_MUTATION);
  const { t } = useTranslation('admin');
  return useCallback(
    async (
      user: Pick<AdminUser, 'id'>,
      input: AdminUserUpdate,
      description: string,
    ): Promise<UpdateOutcome> => {
      try {
        await mutate({ variables: { id: user.id, input } });
        notify.success({ title: t('users.updated'), description });
        return { ok: true };
      } catch (caught) {
        const error = toAppError(caught);
        notify.error({
          title: t('users.updateFailed'),
          description: failureText(error, t('users.updateFallback')),
        });
        return { ok: false, error };
      }
    },
    [mutate, t],
  );
}

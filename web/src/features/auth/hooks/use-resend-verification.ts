import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { notify } from '../../../shared/ui/toaster';
import { RESEND_VERIFICATION_MUTATION } from '../graphql/resend-verification.mutation';

/** Asks the server for a new verification e-mail and reports the result in a toast. */
export function useResendVerification() {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(RESEND_VERIFICATION_MUTATION);
  const resend = useCallback(
    async (email: string): Promise<boolean> => {
      try {
        await mutate({ variables: { email: email.trim() } });
        notify.success({
          title: t('auth.verificationResent'),
          description: t('auth.verificationResentDescription'),
        });
        return true;
      } catch (error) {
        const appError = toAppError(error);
        notify.error({
          title: t('auth.resendVerification'),
          description: appError.message ? translateServerMessage(appError.message) : t('auth.somethingWrong'),
        });
        return false;
      }
    },
    [mutate, t],
  );
  return { resend, loading };
}

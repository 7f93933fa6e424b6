import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordForm, ResetPasswordInput } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESET_PASSWORD_MUTATION } from '../../features/auth/graphql/reset-password.mutation';
import { toAppError } from '../../shared/errors/app-error';
import { PATHS } from '../../shared/routes/paths';
import { AccountCard, AccountForm, Outcome } from '../../shared/ui/account-card';
import { FormTextField } from '../../shared/ui/form-text-field';

type State = 'form' | 'done' | 'invalid-link';

/**
 * The reset link's page: a new password under the sign-up rules (the shared schema the server checks too), then
 * sign in again. The server has ended every session of the member by then, this browser's included.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link that cannot be a token is refused before anyone types a password.
  const [state, setState] = useState<State>(() =>
    ResetPasswordInput.safeParse({ token, password: 'x'.repeat(8) }).success ? 'form' : 'invalid-link',
  );
  const [resetPassword] = useMutation(RESET_PASSWORD_MUTATION);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    try {
      await resetPassword({ variables: { token, password, confirmPassword } });
      setState('done');
    } catch (caught) {
      const error = toAppError(caught);
      if (error.reason === 'INVALID_TOKEN' || error.fieldErrors.token) {
        setState('invalid-link');
        return;
      }
      for (const field of ['password', 'confirmPassword'] as const) {
        const message = error.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      setError('root', {
        message:
          error.code === 'RATE_LIMITED' || error.reason === 'RATE_LIMITED'
            ? t('passwordReset.tooMany')
            : t('passwordReset.failed'),
      });
    }
  });

  return (
    <AccountCard>
      {state === 'done' ? (
        <Outcome
          tone="success"
          icon={<LuCircleCheck />}
          title={t('passwordReset.doneTitle')}
          message={t('passwordReset.doneBody')}
          messageRole="status"
        >
          <Button asChild colorPalette="brand" width="full">
            {/* A full load: the session this browser may have had is gone, and every screen should know. */}
            <a href={PATHS.auth}>{t('passwordReset.signIn')}</a>
          </Button>
        </Outcome>
      ) : state === 'invalid-link' ? (
        <Outcome
          tone="failure"
          icon={<LuCircleX />}
          title={t('passwordReset.invalidLinkTitle')}
          message={t('passwordReset.invalidLink')}
          messageRole="alert"
        >
          <Button asChild colorPalette="brand" width="full">
            <RouterLink to={PATHS.forgotPassword}>{t('passwordReset.requestNew')}</RouterLink>
          </Button>
        </Outcome>
      ) : (
        <AccountForm
          headingId="reset-password-heading"
          title={t('passwordReset.resetTitle')}
          intro={t('passwordReset.resetIntro')}
          onSubmit={submit}
          error={errors.root?.message}
          submitting={isSubmitting}
          submitLabel={t('passwordReset.save')}
          pendingLabel={t('passwordReset.saving')}
        >
          <FormTextField
            control={control}
            name="password"
            label={t('passwordReset.newPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label={t('passwordReset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
        </AccountForm>
      )}
    </AccountCard>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@koalarent/core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FORGOT_PASSWORD_MUTATION } from '../../features/auth/graphql/forgot-password.mutation';
import { toAppError } from '../../shared/errors/app-error';
import { PATHS } from '../../shared/routes/paths';
import { AccountCard, AccountForm, Outcome } from '../../shared/ui/account-card';
import { FormTextField } from '../../shared/ui/form-text-field';

/**
 * The request for a reset link. The server answers the same whether or not the address is a member's, so the page
 * says the same too: a link was sent if an account uses it.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [requestReset] = useMutation(FORGOT_PASSWORD_MUTATION);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch (caught) {
      const error = toAppError(caught);
      setError('root', {
        message:
          error.code === 'RATE_LIMITED' || error.reason === 'RATE_LIMITED'
            ? t('passwordReset.tooMany')
            : (error.fieldErrors.email ?? t('passwordReset.failed')),
      });
    }
  });

  return (
    <AccountCard>
      {sentTo ? (
        <Outcome
          tone="success"
          icon={<LuMailCheck />}
          title={t('passwordReset.sentTitle')}
          message={t('passwordReset.sentBody', { email: sentTo })}
          messageRole="status"
        >
          <Button asChild colorPalette="brand" variant="outline" width="full">
            <RouterLink to={PATHS.auth}>{t('passwordReset.backToSignIn')}</RouterLink>
          </Button>
        </Outcome>
      ) : (
        <AccountForm
          headingId="forgot-password-heading"
          title={t('passwordReset.requestTitle')}
          intro={t('passwordReset.requestIntro')}
          onSubmit={submit}
          error={errors.root?.message}
          submitting={isSubmitting}
          submitLabel={t('passwordReset.send')}
          pendingLabel={t('passwordReset.sending')}
          footer={
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={PATHS.auth}>{t('passwordReset.backToSignIn')}</RouterLink>
            </Button>
          }
        >
          <FormTextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
          />
        </AccountForm>
      )}
    </AccountCard>
  );
}

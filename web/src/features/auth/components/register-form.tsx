import { Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterForm as RegisterFormSchema } from '@koalarent/core/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isLanguageCode } from '../../../shared/i18n/language-selection';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { notify } from '../../../shared/ui/toaster';
import { useRegister } from '../hooks/use-register';
import { registrationNotice } from '../sign-in-messages';
import { SocialButtons } from './social-buttons';

const FIELDS = ['fullName', 'username', 'email', 'phone', 'password', 'confirmPassword'] as const;
type Values = z.input<typeof RegisterFormSchema>;
const EMPTY: Values = { fullName: '', username: '', email: '', phone: '', password: '', confirmPassword: '' };

export interface RegisterFormProps {
  socialReturnTo: string;
  onRegistered(email: string): void;
}

export function RegisterForm({ socialReturnTo, onRegistered }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const { register, loading } = useRegister();
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof RegisterFormSchema>>({
    // The server's own sign-up rules and messages (spec §8), checked before anything is sent.
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await register({
      fullName: values.fullName,
      username: values.username,
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      phone: values.phone,
      // The verification e-mail (and every later one) is written in the language the member signed up in.
      language: isLanguageCode(i18n.language) ? i18n.language : undefined,
    });
    if (outcome.ok) {
      // Spec §8 success toast, beside the dialog's 'Registration Successful!' confirmation.
      notify.success(registrationNotice(t));
      onRegistered(outcome.email);
      return;
    }
    for (const field of FIELDS) {
      const message = outcome.error.fieldErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
    notify.error({
      title: t('auth.registrationFailed'),
      description: outcome.error.message
        ? translateServerMessage(outcome.error.message)
        : t('auth.registrationFailedFallback'),
    });
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={t('auth.registerTab')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormTextField control={control} name="fullName" label={t('auth.fullName')} autoComplete="name" />
          <FormTextField
            control={control}
            name="username"
            label={t('auth.username')}
            autoComplete="username"
          />
        </SimpleGrid>
        <FormTextField
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField control={control} name="phone" label={t('auth.phone')} type="tel" autoComplete="tel" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormTextField
            control={control}
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={loading}
          loadingText={t('auth.creatingAccount')}
        >
          {t('auth.createAccount')}
        </Button>
        <SocialButtons returnTo={socialReturnTo} />
      </Stack>
    </chakra.form>
  );
}

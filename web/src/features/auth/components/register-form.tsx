import { Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { fieldErrorsOf, RegisterForm as RegisterFormSchema } from '@koalarent/core/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field';
import { notify } from '../../../shared/ui/toaster';
import { isLanguageCode } from '../../i18n/language-selection';
import { translateServerMessage } from '../../i18n/server-messages';
import { useRegister } from '../hooks/use-register';
import { registrationNotice } from '../sign-in-messages';
import { SocialButtons } from './social-buttons';

const EMPTY = { fullName: '', username: '', email: '', phone: '', password: '', confirmPassword: '' };
type Values = typeof EMPTY;

export interface RegisterFormProps {
  socialReturnTo: string;
  onRegistered(email: string): void;
}

export function RegisterForm({ socialReturnTo, onRegistered }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const { register, loading } = useRegister();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = RegisterFormSchema.safeParse({ ...values, phone: values.phone.trim() || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const outcome = await register({
      fullName: parsed.data.fullName,
      username: parsed.data.username,
      email: parsed.data.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      phone: parsed.data.phone,
      // The verification e-mail (and every later one) is written in the language the member signed up in.
      language: isLanguageCode(i18n.language) ? i18n.language : undefined,
    });
    if (outcome.ok) {
      // Spec §8 success toast, beside the dialog's 'Registration Successful!' confirmation.
      notify.success(registrationNotice(t));
      onRegistered(outcome.email);
      return;
    }
    setErrors(outcome.error.fieldErrors);
    notify.error({
      title: t('auth.registrationFailed'),
      description: outcome.error.message
        ? translateServerMessage(outcome.error.message)
        : t('auth.registrationFailedFallback'),
    });
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={t('auth.registerTab')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={t('auth.fullName')}
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onValueChange={set('fullName')}
            error={errors.fullName}
          />
          <TextField
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            value={values.username}
            onValueChange={set('username')}
            error={errors.username}
          />
        </SimpleGrid>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={t('auth.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onValueChange={set('confirmPassword')}
            error={errors.confirmPassword}
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

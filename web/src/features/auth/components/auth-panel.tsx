import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthTab } from '../auth-modal-events';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RegistrationSuccess } from './registration-success';

export interface AuthPanelProps {
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  /** Where to go after signing in; null reloads the current page. */
  loginTarget: string | null;
  socialReturnTo: string;
  onReturnHome(): void;
}

/** Login / Register tabs, shared by the auth dialog and the /auth page. */
export function AuthPanel({ tab, onTabChange, loginTarget, socialReturnTo, onReturnHome }: AuthPanelProps) {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail !== null) {
    return <RegistrationSuccess email={registeredEmail} onReturnHome={onReturnHome} />;
  }

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTabChange(details.value === 'register' ? 'register' : 'login')}
      variant="enclosed"
      fitted
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List width="full" mb="6">
        <Tabs.Trigger value="login">{t('auth.loginTab')}</Tabs.Trigger>
        <Tabs.Trigger value="register">{t('auth.registerTab')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" pt="0">
        <LoginForm target={loginTarget} socialReturnTo={socialReturnTo} />
      </Tabs.Content>
      <Tabs.Content value="register" pt="0">
        <RegisterForm socialReturnTo={socialReturnTo} onRegistered={setRegisteredEmail} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { notify } from '../../../shared/ui/toaster';
import { EMAIL_PREFERENCES_QUERY } from '../graphql/email-preferences.query';
import { UPDATE_EMAIL_PREFERENCES_MUTATION } from '../graphql/update-email-preferences.mutation';
import {
  EMAIL_PREFERENCE_KINDS,
  type EmailPreferenceKey,
  preferencesFailureNotice,
} from '../model/email-preferences';
import { BrowserNotificationsSwitch } from './browser-notifications';

/**
 * The profile's e-mail section: this browser's notifications (whose opt-outs are the e-mail kinds'), then one switch
 * per kind of mail (booking requests, booking updates, new messages).
 * A switch changes at once and is saved; if saving fails it flips back and says why.
 */
export function EmailPreferences() {
  useNamespaces('messaging');
  const { t } = useTranslation('messaging');
  const { data, error } = useQuery(EMAIL_PREFERENCES_QUERY);
  const [update] = useMutation(UPDATE_EMAIL_PREFERENCES_MUTATION);
  const preferences = data?.emailPreferences;

  const loadFailure = (message: string | null) =>
    message ? translateServerMessage(message) : t('emailPreferences.loadFailed');

  async function toggle(key: EmailPreferenceKey, checked: boolean) {
    if (!preferences) return;
    const next = { ...preferences, [key]: checked };
    try {
      await update({
        variables: { input: { [key]: checked } },
        optimisticResponse: { updateEmailPreferences: next },
        // The answer has no id to be merged by: it becomes the query's answer.
        update: (cache, result) => {
          const saved = result.data?.updateEmailPreferences;
          if (saved) cache.writeQuery({ query: EMAIL_PREFERENCES_QUERY, data: { emailPreferences: saved } });
        },
      });
    } catch (failure) {
      notify.error(preferencesFailureNotice(toAppError(failure).message, t));
    }
  }

  return (
    <Card.Root rounded="2xl" as="section" aria-labelledby="email-preferences-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="email-preferences-heading">
          {t('emailPreferences.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('emailPreferences.intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        {preferences ? (
          <Stack gap="5">
            <BrowserNotificationsSwitch />
            {EMAIL_PREFERENCE_KINDS.map((kind) => (
              <Switch.Root
                key={kind.key}
                colorPalette="brand"
                checked={preferences[kind.key]}
                onCheckedChange={(details) => void toggle(kind.key, details.checked)}
                alignItems="flex-start"
                data-testid={`email-pref-${kind.key}`}
              >
                <Switch.HiddenInput aria-describedby={`email-pref-${kind.key}-hint`} />
                <Switch.Control mt="0.5" />
                <Stack gap="0.5">
                  <Switch.Label fontWeight="medium">{t(`emailPreferences.${kind.key}.label`)}</Switch.Label>
                  <Text id={`email-pref-${kind.key}-hint`} fontSize="sm" color="fg.muted">
                    {t(`emailPreferences.${kind.key}.description`)}
                  </Text>
                </Stack>
              </Switch.Root>
            ))}
          </Stack>
        ) : error ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{loadFailure(toAppError(error).message)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="4" role="status" aria-busy="true" aria-label={t('emailPreferences.loading')}>
            {EMAIL_PREFERENCE_KINDS.map((kind) => (
              <Skeleton key={kind.key} h="10" rounded="md" />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

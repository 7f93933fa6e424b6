import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';

/** A tab's data could not be loaded: what went wrong (`title`: 'Could not load the users') and a way to ask again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation('admin');
  // Already in the language on screen: toAppError translates the server's words.
  const message = toAppError(error).message;
  return (
    <Alert.Root status="error" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message ?? t('common.connectionFallback')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert.Root>
  );
}

import { Alert, Button } from '@chakra-ui/react';
import { toAppError } from '../../../shared/errors/app-error';

/** A tab's data could not be loaded: what went wrong and a way to ask again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  const message = toAppError(error).message ?? 'Please check your connection and try again.';
  return (
    <Alert.Root status="error" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Alert.Root>
  );
}

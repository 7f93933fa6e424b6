import {
  Box,
  Button,
  Card,
  Circle,
  Container,
  chakra,
  Heading,
  Stack,
  type StackProps,
  Text,
} from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * The narrow card the account pages stand on (verify e-mail, forgot and reset password): one task, centred on a
 * muted background.
 */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.subtle" py={{ base: '10', md: '20' }}>
      <Container maxW="md">
        <Card.Root rounded="2xl" shadow="md">
          <Card.Body p="8">{children}</Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

export interface OutcomeProps extends Omit<StackProps, 'title' | 'role'> {
  /** Green for done, red for what went wrong. */
  tone: 'success' | 'failure';
  icon: ReactNode;
  /** The page's heading (its h1). */
  title: ReactNode;
  /** What happened, read out when it appears ('status'), at once when it is a failure ('alert'), or not at all. */
  message: ReactNode;
  messageRole?: 'status' | 'alert';
  /** What to do next: a full-width button, or a form. */
  children?: ReactNode;
}

/** How an account task ended: an icon in a circle, the heading, what happened and what to do next. */
export function Outcome({ tone, icon, title, message, messageRole, children, ...stack }: OutcomeProps) {
  const palette = tone === 'success' ? 'green' : 'red';
  return (
    <Stack align="center" textAlign="center" gap="4" {...stack}>
      <Circle size="16" bg={`${palette}.subtle`} color={`${palette}.fg`} fontSize="3xl">
        {icon}
      </Circle>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" role={messageRole}>
        {message}
      </Text>
      {children}
    </Stack>
  );
}

export interface AccountFormProps {
  /** The id the form is labelled by: its heading's. */
  headingId: string;
  title: ReactNode;
  intro: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The form's own error (not a field's): said at once. */
  error?: string | undefined;
  submitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The fields, between the intro and the error. */
  children: ReactNode;
  /** Beneath the submit button (a way back). */
  footer?: ReactNode;
}

/** An account task's form: its heading and intro, the fields, the form's error and the submit button. */
export function AccountForm({
  headingId,
  title,
  intro,
  onSubmit,
  error,
  submitting,
  submitLabel,
  pendingLabel,
  children,
  footer,
}: AccountFormProps) {
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="5">
        <Stack gap="2">
          <Heading as="h1" size="xl" id={headingId}>
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
        </Stack>
        {children}
        {error ? (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </chakra.form>
  );
}

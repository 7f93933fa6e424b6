import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  /** Shown beneath instead of the helper text; the field is invalid while there is one. In the reader's language. */
  error?: string | undefined;
  /** Beneath the control while there is no error: a hint, or a counter of what has been typed. */
  helperText?: ReactNode;
  /** Marks the field required (the label's indicator, and `required` on the control through Field). */
  required?: boolean | undefined;
  /** Shown muted after the label (e.g. "(optional)"). */
  optionalLabel?: string | undefined;
  /** The control: Field wires it to the label and the messages by id. */
  children: ReactNode;
}

/** The label, required marker and messages every form field shares (TextField, TextareaField). */
export function FieldFrame({ label, error, helperText, required, optionalLabel, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} {...(required ? { required } : {})}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
        {optionalLabel ? (
          <>
            {' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {optionalLabel}
            </Text>
          </>
        ) : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

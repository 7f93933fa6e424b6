import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { translateServerMessage } from '../i18n/server-messages';
import { FieldFrame } from './field-frame';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  helperText?: ReactNode;
  /** Marks the field required (the label's indicator, and `required` on the input). */
  required?: boolean;
  /** The input itself (a form library focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its error or helper text beneath. Errors are often the server's or a shared schema's English
 * message: they are shown in the reader's language when one is known.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  required,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error ? translateServerMessage(error) : undefined}
      helperText={helperText}
      required={required}
    >
      <Input {...input} ref={ref} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </FieldFrame>
  );
}

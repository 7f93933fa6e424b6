import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  helperText?: ReactNode;
}

/** A labelled input with its error shown beneath (Field wires label, input and error by id). */
export function TextField({ label, value, onValueChange, error, helperText, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} value={value} onChange={(event) => onValueChange(event.target.value)} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

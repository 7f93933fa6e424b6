import { Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';

export interface TextareaFieldProps extends Omit<TextareaProps, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  /** The message shown instead of the helper text; the field is invalid while there is one. Already translated. */
  error?: string | undefined;
  /** Beneath the textarea while there is no error: a hint, or a counter of what has been typed. */
  helperText?: ReactNode;
  /** Marks the field required (the label's indicator, and `required` on the textarea). */
  required?: boolean;
  /** Shown muted after the label (e.g. "(optional)"). */
  optionalLabel?: string;
  /** The textarea itself (a form library focuses the first invalid field through it). */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled textarea with its error or helper text beneath. The message fields of the dialogs (an email, a reason,
 * notes, a review) were each written out in full.
 */
export function TextareaField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  required,
  optionalLabel,
  ref,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      helperText={helperText}
      required={required}
      optionalLabel={optionalLabel}
    >
      <Textarea
        {...textarea}
        ref={ref}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}

import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { translateServerMessage } from '../i18n/server-messages';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

export interface FormTextareaFieldProps<T extends FieldValues, C, O>
  extends Omit<TextareaFieldProps, 'value' | 'onValueChange' | 'error' | 'name' | 'ref'> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/**
 * A TextareaField bound to a react-hook-form field, as FormTextField binds a TextField: its value, its error (the zod
 * resolver's or the server's, in the reader's language) and its ref, so a failed submit focuses it. The dialogs' one
 * way to put a message box on screen.
 */
export function FormTextareaField<T extends FieldValues, C, O>({
  control,
  name,
  ...textarea
}: FormTextareaFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextareaField
      {...textarea}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error ? translateServerMessage(error) : undefined}
    />
  );
}

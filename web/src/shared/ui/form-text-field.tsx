import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

export interface FormTextFieldProps<T extends FieldValues, C, O>
  extends Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'name' | 'ref'> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
}

/**
 * A TextField bound to a react-hook-form field: its value, its error (the zod resolver's or the server's, shown in the
 * reader's language by TextField) and its ref, so a failed submit focuses the first invalid field. The forms' one way
 * to put a text input on screen.
 */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  ...input
}: FormTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...input}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderText } from '../testing/render-text';
import { FormTextareaField } from './form-textarea-field';

function Note({ error }: { error?: string }) {
  const { control } = useForm<{ note: string }>({
    defaultValues: { note: 'Bring it back clean' },
    ...(error ? { errors: { note: { type: 'server', message: error } } } : {}),
  });
  return <FormTextareaField control={control} name="note" label="Note" helperText="Up to 500 characters" />;
}

describe('FormTextareaField', () => {
  it("shows the form's value under its label, with the helper text while the field is valid", () => {
    const text = renderText(<Note />);
    expect(text).toContain('Note');
    expect(text).toContain('Bring it back clean');
    expect(text).toContain('Up to 500 characters');
  });

  it("shows the field's error from the form instead of the helper text", () => {
    const text = renderText(<Note error="Reason must be at least 10 characters" />);
    expect(text).toContain('Reason must be at least 10 characters');
    expect(text).not.toContain('Up to 500 characters');
  });
});

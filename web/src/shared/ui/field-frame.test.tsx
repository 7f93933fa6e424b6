import { describe, expect, it } from 'vitest';
import { renderText } from '../testing/render-text';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

const noop = () => undefined;

describe('the form fields’ frame', () => {
  it('shows the helper text while there is no error, and the error instead of it', () => {
    const helped = renderText(
      <TextField label="Username" value="" onValueChange={noop} helperText="Letters and digits" />,
    );
    expect(helped).toContain('Username');
    expect(helped).toContain('Letters and digits');
    const failed = renderText(
      <TextField
        label="Username"
        value=""
        onValueChange={noop}
        helperText="Letters and digits"
        error="Username is taken"
      />,
    );
    expect(failed).toContain('Username is taken');
    expect(failed).not.toContain('Letters and digits');
  });

  it('marks a required field and mutes an optional one’s note', () => {
    expect(renderText(<TextareaField label="Reason" value="" onValueChange={noop} required />)).toMatch(
      /Reason \*/,
    );
    const optional = renderText(
      <TextareaField label="Notes" value="" onValueChange={noop} optionalLabel="(optional)" />,
    );
    expect(optional).toContain('Notes (optional)');
    expect(optional).not.toMatch(/Notes \*/);
  });
});

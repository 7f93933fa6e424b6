import { describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_KINDS, preferencesFailureNotice } from './email-preferences';

describe('e-mail preferences', () => {
  it('offers a switch for each kind of mail the contract knows', () => {
    expect(EMAIL_PREFERENCE_KINDS.map((kind) => kind.key)).toEqual([
      'bookingRequests',
      'bookingUpdates',
      'newMessages',
    ]);
  });

  it("says 'Update failed' with the server's message, else what failed (spec §8)", () => {
    expect(preferencesFailureNotice('Please sign in')).toEqual({
      title: 'Update failed',
      description: 'Please sign in',
    });
    expect(preferencesFailureNotice(null)).toEqual({
      title: 'Update failed',
      description: 'Failed to update your e-mail preferences',
    });
  });
});

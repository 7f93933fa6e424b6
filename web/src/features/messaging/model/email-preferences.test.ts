import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { EMAIL_PREFERENCE_KINDS, preferencesFailureNotice } from './email-preferences';

const t = i18n.getFixedT('en', 'messaging');
beforeAll(() => loadNamespaces('messaging'));

describe('e-mail preferences', () => {
  it('offers a switch for each kind of mail the contract knows', () => {
    expect(EMAIL_PREFERENCE_KINDS.map((kind) => kind.key)).toEqual([
      'bookingRequests',
      'bookingUpdates',
      'newMessages',
    ]);
    expect(EMAIL_PREFERENCE_KINDS.map((kind) => t(`emailPreferences.${kind.key}.label`))).toEqual([
      'Booking requests',
      'Booking updates',
      'New messages',
    ]);
  });

  it("says 'Update failed' with the server's message, else what failed (spec §8)", () => {
    expect(preferencesFailureNotice('Please sign in', t)).toEqual({
      title: 'Update failed',
      description: 'Please sign in',
    });
    expect(preferencesFailureNotice(null, t)).toEqual({
      title: 'Update failed',
      description: 'Failed to update your e-mail preferences',
    });
  });
});

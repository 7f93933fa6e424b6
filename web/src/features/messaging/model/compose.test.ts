import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { canSend, checkMessage, MESSAGE_MAX_LENGTH, sendFailureNotice, sentNotice } from './compose';

const t = i18n.getFixedT('en', 'messaging');
beforeAll(() => loadNamespaces('messaging'));

describe('checkMessage', () => {
  it("refuses blank text with spec §8's 'Message required: Please enter a message.'", () => {
    for (const text of ['', '   ', '\n\t ']) {
      expect(checkMessage(text, t)).toEqual({
        ok: false,
        error: { title: 'Message required', description: 'Please enter a message.' },
      });
      expect(canSend(text)).toBe(false);
    }
  });

  it('sends the trimmed text', () => {
    expect(checkMessage('  Is it free on Friday?\n', t)).toEqual({
      ok: true,
      content: 'Is it free on Friday?',
    });
    expect(canSend('x')).toBe(true);
  });

  it('allows 2,000 characters and refuses one more', () => {
    expect(checkMessage('a'.repeat(MESSAGE_MAX_LENGTH), t).ok).toBe(true);
    expect(checkMessage(` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `, t).ok).toBe(true);
    const tooLong = checkMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1), t);
    expect(tooLong).toEqual({
      ok: false,
      error: { title: 'Message too long', description: 'Messages are limited to 2,000 characters' },
    });
  });
});

describe('notices', () => {
  it("shows the server's reason under 'Failed to send message'", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'You are sending messages too fast. Try again in 12 seconds.',
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    });
    expect(sendFailureNotice(error, t)).toEqual({
      title: 'Failed to send message',
      description: 'You are sending messages too fast. Try again in 12 seconds.',
    });
  });

  it("falls back to 'An error occurred.' without a server message (spec §8)", () => {
    expect(sendFailureNotice(new TypeError('Failed to fetch'), t)).toEqual({
      title: 'Failed to send message',
      description: 'An error occurred.',
    });
  });

  it("says 'Message sent' in spec §8's two wordings", () => {
    expect(sentNotice('owner', t)).toEqual({
      title: 'Message sent',
      description: 'Your message has been sent to the owner.',
    });
    expect(sentNotice('member', t)).toEqual({
      title: 'Message sent',
      description: 'Your message has been sent successfully.',
    });
  });
});

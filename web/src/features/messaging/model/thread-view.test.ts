import { describe, expect, it } from 'vitest';
import { ME, message } from './test-fixtures';
import { messageSide, threadForDisplay } from './thread-view';

describe('threadForDisplay', () => {
  it('shows the newest-first page oldest first, each message once', () => {
    const a = message({ senderId: 2, receiverId: ME });
    const b = message({ senderId: ME, receiverId: 2 });
    const c = message({ senderId: 2, receiverId: ME });
    expect(threadForDisplay([c, b, b, a]).map((m) => m.id)).toEqual([a.id, b.id, c.id]);
  });

  it('puts a message that arrived late in its place', () => {
    const a = message({ senderId: 2, receiverId: ME });
    const b = message({ senderId: ME, receiverId: 2 });
    const c = message({ senderId: 2, receiverId: ME });
    expect(threadForDisplay([b, c, a]).map((m) => m.id)).toEqual([a.id, b.id, c.id]);
  });
});

describe('messageSide', () => {
  it('puts my messages on the right, theirs on the left, the platform in the middle', () => {
    expect(messageSide({ senderId: ME, kind: 'USER' }, ME)).toBe('own');
    expect(messageSide({ senderId: 2, kind: 'USER' }, ME)).toBe('other');
    expect(messageSide({ senderId: 2, kind: 'SYSTEM' }, ME)).toBe('system');
  });
});

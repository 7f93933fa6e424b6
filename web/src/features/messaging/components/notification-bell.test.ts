import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadNamespaces } from '../../../shared/i18n/i18n';
import { bellLabel } from './notification-bell';

const t = i18n.getFixedT('en', 'messaging');
beforeAll(() => loadNamespaces('messaging'));

describe('bellLabel', () => {
  it('names the bell alone when nothing is unread', () => {
    expect(bellLabel(0, t)).toBe('Notifications');
  });

  it('says the count the badge shows, capped like the badge (WCAG 2.5.3: the visible text is in the name)', () => {
    expect(bellLabel(3, t)).toBe('Notifications, 3 unread');
    expect(bellLabel(9, t)).toBe('Notifications, 9 unread');
    expect(bellLabel(11, t)).toBe('Notifications, 9+ unread');
  });

  it('speaks the language on screen', async () => {
    await loadLanguage('de');
    expect(bellLabel(2, i18n.getFixedT('de', 'messaging'))).toBe('Benachrichtigungen, 2 ungelesen');
  });
});

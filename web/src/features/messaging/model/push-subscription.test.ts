import { describe, expect, it, vi } from 'vitest';
import swSource from '../../../../public/push-sw.js?raw';
import { base64UrlBytes } from './push-subscription';

describe('base64UrlBytes', () => {
  it('reads URL-safe base64 with or without padding, as the VAPID key comes', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xfe, 0x00, 0x41]);
    const encoded = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(encoded).toContain('-');
    expect([...base64UrlBytes(encoded)]).toEqual([...bytes]);
    expect([...base64UrlBytes(`${encoded}===`.slice(0, Math.ceil(encoded.length / 4) * 4))]).toEqual([
      ...bytes,
    ]);
  });
});

/**
 * The service worker's push handlers (web/public/push-sw.js), run against a stand-in of the worker's global: a
 * notification is shown only when no window of the app is visible, and a click opens the app's own path.
 */
type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { visibilityState: string; url: string }[]) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { matchAll: async () => windows, openWindow },
    registration: { showNotification },
    location: { origin: 'https://koala.test' },
  };
  new Function('self', swSource)(self);
  async function push(payload: unknown) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get('push')!({
      data: { json: () => payload },
      waitUntil: (p: Promise<unknown>) => {
        waited = p;
      },
    });
    await waited;
  }
  async function click(url: unknown) {
    let waited: Promise<unknown> = Promise.resolve();
    const close = vi.fn();
    listeners.get('notificationclick')!({
      notification: { close, data: { url } },
      waitUntil: (p: Promise<unknown>) => {
        waited = p;
      },
    });
    await waited;
    expect(close).toHaveBeenCalled();
  }
  return { push, click, showNotification, openWindow };
}

const news = {
  title: 'New rental request for Tent',
  body: 'Rita would like to rent it.',
  url: '/profile?tab=requests',
  tag: 'booking-7',
};

describe('push-sw.js', () => {
  it('shows the notification when no window of the app is visible', async () => {
    const sw = worker([{ visibilityState: 'hidden', url: 'https://koala.test/' }]);
    await sw.push(news);
    expect(sw.showNotification).toHaveBeenCalledWith(news.title, {
      body: news.body,
      tag: news.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: news.url },
    });
  });

  it('shows nothing while a window of the app is visible, nor for a payload that is not a notification', async () => {
    const open = worker([{ visibilityState: 'visible', url: 'https://koala.test/messages' }]);
    await open.push(news);
    expect(open.showNotification).not.toHaveBeenCalled();
    const none = worker([]);
    await none.push({ title: 42 });
    expect(none.showNotification).not.toHaveBeenCalled();
  });

  it("opens the app's own path on a click, never another origin", async () => {
    const sw = worker([]);
    await sw.click('/my-rentals');
    expect(sw.openWindow).toHaveBeenLastCalledWith('https://koala.test/my-rentals');
    await sw.click('//evil.example/phish');
    expect(sw.openWindow).toHaveBeenLastCalledWith('https://koala.test/');
  });
});

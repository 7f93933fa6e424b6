// Web Push in the service worker (issue 25 §6), imported by the generated Workbox worker (vite.config.ts,
// workbox.importScripts). The messaging worker sends { title, body, url, tag }, already written in the member's
// language. A notification is shown only when no window of the app is visible: a member looking at KoalaRent
// sees the same news live in the page. A click focuses a window of the app on the screen to act on, or opens one.
/// <reference lib="webworker" />

/** @param {unknown} value */
function readPush(value) {
  if (!value || typeof value !== 'object') return null;
  const { title, body, url, tag } = /** @type {Record<string, unknown>} */ (value);
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  // Only a path of this app is opened: never another origin, whatever a payload says.
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return { title, body, url: path, tag: typeof tag === 'string' ? tag : undefined };
}

self.addEventListener('push', (event) => {
  let payload = null;
  try {
    payload = readPush(event.data ? event.data.json() : null);
  } catch {
    payload = null;
  }
  if (!payload) return;
  const push = payload;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.some((w) => w.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        data: { url: push.url },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const path =
    data && typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
      ? data.url
      : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (same) {
        const focused = await same.focus();
        // A window this worker does not control cannot be navigated from here: then a new one is opened.
        return focused.navigate(target).catch(() => self.clients.openWindow(target));
      }
      return self.clients.openWindow(target);
    }),
  );
});

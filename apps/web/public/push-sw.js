/* Push notifications in the service worker (design-contests section 2). Workbox's generated /sw.js imports this
 * file (vite.config.ts, workbox.importScripts), so the offline app and the pushes share one worker. */

/** What a push carries: { title, body, url, tag } (packages/shared/src/schemas/push.ts). */
function pushData(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** Only the app's own pages open from a notification; anything else opens the app's start. */
function appUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

/** event.waitUntil, which a synthetic event (a test's) refuses: the work still runs. */
function keepAlive(event, promise) {
  try {
    event.waitUntil(promise);
  } catch {
    // not dispatched by the browser
  }
}

self.addEventListener('push', (event) => {
  const data = pushData(event);
  keepAlive(
    event,
    self.registration.showNotification(data.title || 'Wicket Pools', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: appUrl(data.url) },
    }),
  );
});

/** A window of the app on `url` is focused; else an app window is sent there; else a new window opens. */
async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onUrl = windows.find((client) => client.url === url);
  if (onUrl) return onUrl.focus();
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
  if (ours) {
    const moved = await ours.navigate(url).catch(() => null);
    if (moved) return moved.focus().catch(() => moved);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openOrFocus(appUrl(event.notification.data?.url)));
});

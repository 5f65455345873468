import type { PushSubscriptionBody } from '@wicket/shared/schemas/push';
import { api } from './api-client';

/**
 * This phone's push subscription (design-contests section 2): the browser's side of Web Push. The service worker
 * that shows the pushes is /sw.js (public/push-sw.js, imported by the Workbox worker, vite.config.ts).
 */

export type PhoneState =
  /** No service worker, Push API or Notification API (an iPhone's Safari outside the Home Screen app, old browsers). */
  | 'unsupported'
  /** The member refused notifications for the app: only the browser's site settings can allow them again. */
  | 'denied'
  | 'off'
  | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  !import.meta.env.DEV;

/** The app's service worker, registering it when the idle-time registration has not run yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!supported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Whether this phone gets notifications now, without asking anything. */
export async function phoneState(): Promise<PhoneState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const plain = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(plain.padEnd(Math.ceil(plain.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * "Turn on notifications on this phone": asks for the permission (only here, on the member's tap), subscribes with
 * the server's key (again when the server's key changed) and hands the subscription to the server. Answers the
 * phone's state after it: `denied` when the member refused.
 */
export async function turnOnPush(): Promise<PhoneState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/key', {
    fallback: 'Failed to turn on notifications on this phone',
    auth: false,
  });
  const key = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post('/api/push/subscriptions', {
    fallback: 'Failed to turn on notifications on this phone',
    body: subscription.toJSON() as PushSubscriptionBody,
  });
  return 'on';
}

/**
 * Signing out: the server forgets this phone for the account (`token`, read before the login is cleared) and the
 * browser drops the subscription, so the next account on this phone gets none of this one's notifications. Best
 * effort: signing out never waits on it or fails because of it.
 */
export async function forgetThisPhone(token: string): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await api
      .delete('/api/push/subscriptions', {
        fallback: 'Failed to turn on notifications on this phone',
        auth: false,
        headers: { authorization: `Bearer ${token}` },
        body: { endpoint: subscription.endpoint },
      })
      .catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: the server drops a subscription its push service says is gone.
  }
}

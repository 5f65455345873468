import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { st } from '@/i18n';

type ConfirmOptions = {
  title?: string;
  message: string;
  /** Lines listed under the message (what the action changes). */
  details?: string[];
  confirmLabel?: string;
  /** Red confirm button for destructive actions (delete, remove). */
  danger?: boolean;
};

/*
 * Only a few staff screens ask for confirmation, so Mantine's modals manager and Modal load with the first
 * confirmation instead of with every page: `ConfirmHost` (rendered once by the app's providers) mounts the
 * ModalsProvider when `confirmAction` first asks for it.
 */
let hostRequested = false;
let hostReady: Promise<void> | undefined;
let markHostReady: () => void = () => {};
const hostListeners = new Set<() => void>();

function requestHost(): Promise<void> {
  if (!hostReady) {
    hostReady = new Promise((resolve) => {
      markHostReady = resolve;
    });
    hostRequested = true;
    for (const listener of hostListeners) listener();
  }
  return hostReady;
}

function subscribeHost(listener: () => void) {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
}

const ModalsHost = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  function Host() {
    // Runs after ModalsProvider's own effects, so its event listeners are in place.
    useEffect(() => markHostReady(), []);
    return <ModalsProvider />;
  }
  return { default: Host };
});

/** Where the confirmation dialogs render; mounted once inside MantineProvider. */
export function ConfirmHost() {
  const requested = useSyncExternalStore(
    subscribeHost,
    () => hostRequested,
    () => false,
  );
  return requested ? (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  ) : null;
}

/** Asks before an irreversible action (spec section 5); resolves true on confirm, false on cancel or close. */
export async function confirmAction({
  title = 'Please confirm',
  message,
  confirmLabel = 'Confirm',
  danger,
  details,
}: ConfirmOptions): Promise<boolean> {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), requestHost()]);
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: details?.length ? (
        <>
          <p style={{ marginTop: 0 }}>{st(message)}</p>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        st(message)
      ),
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

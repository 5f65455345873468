/**
 * Installs the offline app (the Workbox service worker vite-plugin-pwa builds as /sw.js) once the first screen is on
 * show and the browser has a quiet moment. Registering at the load event, as the plugin's own script does, started
 * the worker and the precache of the whole build while a deep-linked screen was still loading: on a phone's first
 * visit that screen came about 340 ms later (bench/README.md, change 22).
 */
const IDLE_TIMEOUT_MS = 5000;

let requested = false;

export function installOfflineAppWhenIdle(): void {
  if (requested || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  requested = true;
  const register = () => {
    // Without an offline copy the app still works online; the next visit tries again.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(register, 1000);
}

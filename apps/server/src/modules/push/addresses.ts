import { isIP } from 'node:net';

/** Whether `host` is this machine: 127.0.0.0/8, ::1 or localhost. */
function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** `host` is `suffix` or a name below it (`fcm.googleapis.com` takes `fcm.googleapis.com`, not `xfcm.googleapis.com`). */
const onSuffix = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/**
 * Whether the server may post to this endpoint (design-contests section 2): `https://` on a host of one of the
 * listed suffixes, or `http://` on a loopback host that is itself listed (a test's own push service). No user or
 * password in the address. Everything else (other hosts, other schemes, private addresses) is refused, so a
 * subscription cannot make the server call into its own network.
 */
export function isPushServiceAddress(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (url.protocol === 'https:') return serviceHosts.some((suffix) => onSuffix(host, suffix));
  if (url.protocol === 'http:') return isLoopback(host) && serviceHosts.includes(host);
  return false;
}

import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * The programs the PostgreSQL failover cluster needs (design-season section 9), all from Debian: Patroni, etcd,
 * PostgreSQL 15 and HAProxy. `npm run cluster -- --ha`, the failover drill and `.ci/run` install what is missing
 * through here (as root, `apt-get install`), never assume it.
 */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const NEEDED: { path: string; pkg: string }[] = [
  { path: '/usr/bin/patroni', pkg: 'patroni' },
  { path: '/usr/bin/etcd', pkg: 'etcd-server' },
  { path: `${PG_BIN}/postgres`, pkg: 'postgresql-15' },
  { path: '/usr/sbin/haproxy', pkg: 'haproxy' },
];

export const HA_INSTALL_HINT =
  'The failover cluster needs Debian packages: as root `apt-get install -y patroni etcd-server postgresql-15 haproxy`.';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Debian packages still missing (empty when everything is there). */
export function missingHaPackages(): string[] {
  return NEEDED.filter((n) => !executable(n.path)).map((n) => n.pkg);
}

/**
 * Installs the missing packages with apt-get when running as root on Debian (services are not started: no systemd
 * units are used, the cluster runs the programs itself). Returns the packages still missing afterwards: empty on
 * success, else the caller says HA_INSTALL_HINT.
 */
export function ensureHaPackages(log: (line: string) => void = () => {}): string[] {
  const missing = missingHaPackages();
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0 || !executable('/usr/bin/apt-get')) return missing;
  log(`installing ${missing.join(' ')} from Debian...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', ...missing], { env, stdio: 'ignore' }).status;
  // The package lists may be missing or stale (a fresh container): update once and try again.
  if (install() !== 0) {
    spawnSync('apt-get', ['update'], { env, stdio: 'ignore' });
    install();
  }
  return missingHaPackages();
}

/**
 * `npm run cluster`: N app instances (default 3) behind HAProxy on loopback, sharing the PostgreSQL database of
 * DATABASE_URL; prints the balancer's address and runs until Ctrl-C.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wicket npm run cluster -- [--instances=3] [--port=8080]
 *
 * Each instance logs to its own file in a temporary directory (printed). Stateless instances: each of them may be
 * stopped (SIGTERM drains it) or killed and started again while the others serve.
 *
 *   npm run cluster -- --ha [--instances=3] [--port=8080]
 *
 * `--ha` also runs the database tier of design-season section 9 (no DATABASE_URL): etcd, two PostgreSQL 15 nodes
 * under Patroni with synchronous replication and HAProxy to the leader (scripts/lib/ha.ts), installing the Debian
 * packages when missing (as root). Kill the primary's PostgreSQL and the standby takes over; the app answers 503
 * meanwhile and carries on. etcd, Patroni's REST API and PostgreSQL ask for passwords generated for the run (printed
 * is only where they are kept).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findHaproxy, HAPROXY_INSTALL_HINT, startCluster } from './lib/cluster';
import { type HaDatabase, startHaDatabase } from './lib/ha';
import { ensureHaPackages, HA_INSTALL_HINT } from './lib/ha-packages';

const say = (line: string) => process.stdout.write(`${line}\n`);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function main() {
  const ha = process.argv.includes('--ha');
  if (ha) {
    const missing = ensureHaPackages(say);
    if (missing.length > 0) {
      process.stderr.write(`${HA_INSTALL_HINT}\n  missing: ${missing.join(' ')}\n`);
      process.exit(2);
    }
  }
  const logDir = mkdtempSync(join(tmpdir(), 'wicket-cluster-'));
  let database: HaDatabase | undefined;
  if (ha) {
    // Its own directory: PostgreSQL runs as `postgres`, which must reach it (logDir is root's, mode 0700).
    database = await startHaDatabase({ dir: mkdtempSync(join(tmpdir(), 'wicket-ha-')), log: say });
    await database.createDatabase('wicket').catch(async (err: unknown) => {
      await database?.stop();
      throw err;
    });
  }
  const databaseUrl = database?.urlFor('wicket') ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(
      'npm run cluster needs DATABASE_URL (PostgreSQL): several instances cannot share an embedded PGlite.\n' +
        '  e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run cluster\n',
    );
    process.exit(2);
  }
  if (!findHaproxy()) {
    process.stderr.write(`${HAPROXY_INSTALL_HINT}\n`);
    process.exit(2);
  }
  const instances = Number(arg('instances') ?? 3);
  const port = Number(arg('port') ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) throw new Error('--instances must be 1 to 32');
  const passThrough = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] =>
        e[1] !== undefined &&
        /^(JWT_SECRET|ADMIN_|DEMO|NODE_ENV|LOG_LEVEL|DB_POOL_SIZE|WHATSAPP_|PUBLIC_URL|WEB_DIR|METRICS|DRAIN_DELAY_MS|SHUTDOWN_TIMEOUT_MS)/.test(
          e[0],
        ),
    ),
  );
  const cluster = await startCluster({ databaseUrl, instances, port, env: passThrough, logDir, log: say }).catch(
    async (err: unknown) => {
      await database?.stop();
      throw err;
    },
  );
  const demo = cluster.instances[0]?.tail(40).split('Demo data created.')[1];
  if (demo) say(`\nDemo data created.${demo.split('\n\n')[0]}`);
  for (const [i, s] of cluster.instances.entries()) say(`  instance ${i}: ${s.url} (pid ${s.pid}, log ${s.logPath})`);
  if (database) {
    // Addresses without their password: it stays in the run's 0600 files.
    const bare = (url: string) => url.replace(/:[^:@/]+@/, '@');
    for (const n of database.nodes)
      say(`  ${n.name}: ${bare(database.nodeUrl(n.name))} (Patroni REST 127.0.0.1:${n.restPort}, log ${n.logPath})`);
    say(`  database through HAProxy: ${bare(databaseUrl)}`);
    say(
      `  passwords (PostgreSQL, etcd, Patroni REST): ${database.secretsPath}; psql: PGPASSFILE=${database.pgpassPath} ` +
        `psql '${bare(databaseUrl)}'`,
    );
  }
  say(`Ctrl-C stops the balancer and drains every instance${database ? ', then the database tier' : ''}.`);
  say(`\nWicket Pools cluster is running at ${cluster.url}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    say('stopping...');
    cluster
      .stop()
      .then(() => database?.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`cluster: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

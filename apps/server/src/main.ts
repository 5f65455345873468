import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoData } from './modules/demo/seed';
import { closeOnSignals } from './plugins/lifecycle';

/** Starts the server: `npm start` after the build, or `npm run dev`. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  closeOnSignals(app);
  await app.ready();
  if (config.demo) {
    const logins = await seedDemoData(app);
    if (logins) {
      const lines = logins.map(
        (l) => `  ${l.role.padEnd(8)} ${l.name.padEnd(16)} phone ${l.phone}  password ${l.password}`,
      );
      process.stdout.write(`\nDemo data created. Sign in with:\n${lines.join('\n')}\n\n`);
    }
  }
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Wicket Pools is running at http://${config.host}:${config.port}\n`);
}

main().catch((err: unknown) => {
  // The logger may not exist yet (bad config, database unreachable): stderr is all we have.
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

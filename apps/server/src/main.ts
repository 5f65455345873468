import { buildApp } from './app';
import { listenUrl, loadConfig } from './config';
import { seedDemoData } from './modules/demo/seed';
import { closeOnSignals } from './plugins/lifecycle';

/** Starts the server: `npm start` after the build, or `npm run dev`. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  closeOnSignals(app);
  await app.ready();
  const logins = config.demo ? await seedDemoData(app) : undefined;
  await app.listen({ port: config.port, host: config.host });
  // Last, after the log's "listening" line, in plain text: what a person starting the app needs to read.
  const lines = [`Wicket Pools is running at ${listenUrl(config.host, config.port)}`];
  if (logins) {
    lines.push('', 'Demo data is in place. Sign in with:');
    for (const l of logins)
      lines.push(`  ${l.role.padEnd(8)} ${l.name.padEnd(16)} phone ${l.phone}  password ${l.password}`);
  }
  // Pretty logs are written by a worker thread: let it write the lines logged so far before this text.
  await new Promise<void>((resolve) => (app.log as unknown as { flush(cb: () => void): void }).flush(() => resolve()));
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  // The logger may not exist yet (bad config, database unreachable): stderr is all we have.
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

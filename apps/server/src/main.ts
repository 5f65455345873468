import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server: `npm start` after the build, or `npm run dev`. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // The logger may not exist yet (bad config, database unreachable): stderr is all we have.
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});

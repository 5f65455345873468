/**
 * `npm start`: builds the web app and the server only when their sources changed since the last build (a content
 * hash, scripts/lib/builds.ts), each build in a folder of its own, then runs that build's server as a child process.
 * A server already running on an older build keeps serving its own files. WEB_DIR, when set, still names the web app
 * to serve.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { defaultLayout, describe, ensureBuild, registerServer } from './lib/builds';

const started = Date.now();
const layout = defaultLayout();
process.stderr.write('Checking the build...\n');
const build = await ensureBuild(layout);
process.stderr.write(
  build.built
    ? `Built ${describe(build.dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`
    : `Sources unchanged since ${describe(build.dir)}: not building\n`,
);

// Plain node (not this script's tsx loader). The bundle serves the web/ folder beside it, unless WEB_DIR says otherwise.
const child = spawn(process.execPath, [join(build.dir, 'main.js')], { stdio: 'inherit' });
const unregister = child.pid ? registerServer(build.dir, child.pid) : () => {};

// Ctrl-C reaches the server too (same process group); a SIGTERM sent to npm only reaches this process. Either way
// the server is asked once more with SIGTERM, which it treats like SIGINT (drain, then stop).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill('SIGTERM'));
}
child.on('exit', (code, signal) => {
  unregister();
  process.exit(code ?? (signal ? 128 + 15 : 1));
});

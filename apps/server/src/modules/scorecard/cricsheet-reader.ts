import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CricsheetFigures } from '@wicket/shared/cricsheet';

export type CricsheetRead = CricsheetFigures | { error: string };

/**
 * The worker: the file beside the bundle (build.mjs builds it as its own entry, dist/cricsheet-worker.js), or, when
 * the server runs from its TypeScript source (tests, `npm run dev`), the source file loaded through tsx's require
 * hook (Node 20 gives a worker no ESM loader hooks of its own).
 */
function startWorker(): Worker {
  const bundled = new URL('./cricsheet-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled);
  const source = fileURLToPath(new URL('./cricsheet-worker.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(source)}, ${JSON.stringify(source)});`, {
    eval: true,
  });
}

/**
 * Reads Cricsheet uploads on one worker thread, started at the first upload and queued in order: the event loop only
 * hands the bytes over and takes the bounded figures back. A worker that dies fails the files it held (a server
 * error: no file can cause it) and the next upload starts a new one.
 */
type Waiting = { resolve(read: CricsheetRead): void; reject(error: Error): void };

export class CricsheetReader {
  /** The running worker with the reads it holds: a dead worker's late `exit` fails only its own. */
  private current: { worker: Worker; pending: Map<number, Waiting> } | undefined;
  private nextId = 0;

  read(bytes: Uint8Array): Promise<CricsheetRead> {
    const { worker, pending } = this.current ?? this.start();
    const id = this.nextId++;
    worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, bytes });
    });
  }

  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = undefined;
    if (worker) await worker.terminate();
  }

  private start(): { worker: Worker; pending: Map<number, Waiting> } {
    const worker = startWorker();
    const pending = new Map<number, Waiting>();
    // An idle reader never keeps the process alive; a read in progress does (ref'd while the promise waits).
    worker.unref();
    worker.on('message', (answer: { id: number; read: CricsheetRead }) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) worker.unref();
      waiting?.resolve(answer.read);
    });
    const fail = (error: Error) => {
      if (this.current?.worker === worker) this.current = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the Cricsheet reader stopped (exit code ${code})`)));
    this.current = { worker, pending };
    return this.current;
  }
}

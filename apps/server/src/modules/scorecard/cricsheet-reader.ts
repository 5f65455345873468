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
export class CricsheetReader {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve(read: CricsheetRead): void; reject(error: Error): void }>();

  read(bytes: Uint8Array): Promise<CricsheetRead> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, bytes });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = startWorker();
    // An idle reader never keeps the process alive; a read in progress does (ref'd while the promise waits).
    worker.unref();
    worker.on('message', (answer: { id: number; read: CricsheetRead }) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      waiting?.resolve(answer.read);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the Cricsheet reader stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

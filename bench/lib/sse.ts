import { request } from 'node:http';

/** `data` stays text until read: 1,000 streams parse only what the checks need. */
export type Arrival = { at: number; event: string; text: string };

const parsed = new WeakMap<Arrival, Record<string, unknown>>();
export function dataOf(a: Arrival): Record<string, unknown> {
  let data = parsed.get(a);
  if (!data) {
    data = JSON.parse(a.text) as Record<string, unknown>;
    parsed.set(a, data);
  }
  return data;
}

/** One open GET /api/events stream, parsed as it arrives; every event is kept with its arrival time. */
export class Stream {
  readonly arrivals: Arrival[] = [];
  ended = false;
  /** Called on every event as it arrives (a watcher reacting to it), after it is kept in `arrivals`. */
  onEvent: ((a: Arrival) => void) | null = null;
  private destroy: () => void = () => {};

  constructor(
    readonly userId: string,
    readonly kind: 'member' | 'manager' | 'admin',
    /** False: events go to `onEvent` only (5,000 watchers would keep a gigabyte of them). */
    private readonly keep = true,
  ) {}

  open(baseUrl: string, token: string): Promise<void> {
    const url = new URL(`${baseUrl}/api/events`);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          agent: false,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`GET /api/events answered ${res.statusCode}`));
            return;
          }
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            const at = performance.now();
            buffer += chunk;
            let cut = buffer.indexOf('\n\n');
            while (cut >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              cut = buffer.indexOf('\n\n');
              let event = '';
              let data = '';
              for (const line of block.split('\n')) {
                if (line.startsWith('event: ')) event = line.slice(7);
                else if (line.startsWith('data: ')) data = line.slice(6);
              }
              if (event && data) {
                const arrival = { at, event, text: data };
                if (this.keep) this.arrivals.push(arrival);
                this.onEvent?.(arrival);
              }
            }
          });
          res.on('close', () => {
            this.ended = true;
          });
          resolve();
        },
      );
      req.on('error', (err) => {
        this.ended = true;
        reject(err);
      });
      this.destroy = () => req.destroy();
      req.end();
    });
  }

  close() {
    this.destroy();
  }
}

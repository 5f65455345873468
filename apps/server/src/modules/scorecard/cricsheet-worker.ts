import { parentPort } from 'node:worker_threads';
import { cricsheetFiguresOfText } from '@wicket/shared/cricsheet';

/**
 * The Cricsheet reading thread (design-contests section 4): JSON.parse and the checks of a 2 MB upload take tens of
 * milliseconds, here instead of on the event loop every club's requests share. It answers each file's figures, or
 * the 400 text, with the request's id; the figures are bounded by the match (100 players), so the answer is small.
 */
parentPort?.on('message', (request: { id: number; bytes: Uint8Array }) => {
  const text = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength).toString('utf8');
  parentPort?.postMessage({ id: request.id, read: cricsheetFiguresOfText(text) });
});

import type { fallbackMessages, messages } from '@wicket/shared/messages';
import { offlineMessage } from '@wicket/shared/offline-message';
import { getLocale, st } from '@/i18n';
import { clearLogin, getLogin } from './auth-storage';

/**
 * The one way the app talks to the API: JSON in and out, the stored token as a bearer header, and every failure
 * turned into an `ApiError` whose message is the server's `message` or the screen's fallback text (spec section 8).
 * A 401 on any call that needs a login clears the stored login and hands over to the unauthorized handler
 * (-> /login); public calls (`auth: false`: login, register, referral lookup) keep their 401 as a plain error.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The error answer's JSON, for refusals that carry more than their text (an import's rows). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * No answer because the device has no network (`navigator.onLine` is false): its text is the offline banner's, not
 * the screen's "Failed to load data", and the banner already says it, so neither a toast nor an error panel repeats it
 * (issue 38: a reload offline showed "Failed to load data" and a red toast under the banner).
 */
export class OfflineError extends ApiError {
  constructor() {
    super(0, st(offlineMessage));
    this.name = 'OfflineError';
  }
}

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure to reach the server: offline (OfflineError) or the screen's fallback text. */
const unreachable = (fallback: string) => (deviceOffline() ? new OfflineError() : new ApiError(0, st(fallback)));

/** Whether a text is the offline text (an OfflineError's message) in the chosen language. */
export const isOfflineText = (message: string | undefined) => message !== undefined && message === st(offlineMessage);

/** The rows of a refused import (a 400 carrying every row's outcome: fixtures, members), or null for any other failure. */
export function rowsOfRefusal<Row>(error: unknown): Row[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const rows = (error.body as { rows?: unknown } | undefined)?.rows;
  return Array.isArray(rows) ? (rows as Row[]) : null;
}

/** A catalog's literal texts (a text built by a function is typed `string`, which would let any string through). */
type LiteralTexts<Catalog> = { [K in keyof Catalog]: string extends Catalog[K] ? never : Catalog[K] }[keyof Catalog];

/** Every text of the catalog a failed call may fall back to. */
export type FallbackText = LiteralTexts<typeof fallbackMessages> | LiteralTexts<typeof messages>;

export type RequestOptions = {
  /**
   * Shown when the server gives no message (network failure, non-JSON answer): a text of the catalog (spec section 8's
   * fallbacks, or another message), so its Hindi is found by the same key.
   */
  fallback: FallbackText;
  body?: unknown;
  /** Send the stored token (default true). Public calls (login, register, referral lookup) set false. */
  auth?: boolean;
  query?: Record<string, string | number | undefined>;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

let unauthorizedHandler: (() => void) | undefined;

/** The app registers where a 401 goes (the router's /login); lib code stays free of routing. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const { fallback, body, auth = true, query, signal } = options;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': getLocale(),
    ...options.headers,
  };
  const token = auth ? getLogin()?.token : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw unreachable(fallback);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    // Only a 401 for the login still stored signs out: a read sent just before a password change replaced the token
    // answers 401 for the old one, and the session goes on with the new.
    if (response.status === 401 && auth && getLogin()?.token === token) {
      clearLogin();
      unauthorizedHandler?.();
    }
    throw new ApiError(response.status, serverMessage(payload) ?? st(fallback), payload);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, options: RequestOptions) => apiRequest<T>('POST', path, options),
  put: <T>(path: string, options: RequestOptions) => apiRequest<T>('PUT', path, options),
  delete: <T>(path: string, options: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Hands a file made in the browser or fetched from the API to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * A file from the API (CSV exports) with the same token, 401 handling and error messages as `apiRequest`, handed to
 * the browser as a download: a plain link could not send the bearer token.
 */
export async function apiDownload(
  path: string,
  fileName: string,
  options: Pick<RequestOptions, 'fallback' | 'query'>,
): Promise<void> {
  const headers: Record<string, string> = { 'accept-language': getLocale() };
  const token = getLogin()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, credentials: 'same-origin' });
  } catch {
    throw unreachable(options.fallback);
  }
  if (!response.ok) {
    const payload = await readJson(response);
    if (response.status === 401 && getLogin()?.token === token) {
      clearLogin();
      unauthorizedHandler?.();
    }
    throw new ApiError(response.status, serverMessage(payload) ?? st(options.fallback));
  }
  saveBlob(await response.blob(), fileName);
}

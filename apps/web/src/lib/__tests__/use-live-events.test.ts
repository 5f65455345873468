import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { REFRESH_INTERVAL_MS } from '@wicket/shared/refresh';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/render';
import { clearLogin, updateToken } from '../auth-storage';
import { LIVE_SAFETY_POLL_MS, pollInterval } from '../live-status';
import { useLiveEvents } from '../use-live-events';

type Request = { auth: string; signal: AbortSignal };

/** fetch replaced by streams that never answer; records each request's Authorization header and signal. */
function recordRequests(): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({
        auth: (init.headers as Record<string, string>).authorization ?? '',
        signal: init.signal as AbortSignal,
      });
      return new Promise<Response>(() => {});
    }),
  );
  return requests;
}

/** The live client module loads on the first sign-in; this waits until it has (and any stream has started). */
const clientLoaded = () => import('../live-events');

describe('useLiveEvents: one stream per tab, following the login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLogin();
  });

  it('opens on sign-in, reopens with a new token, closes on sign-out', async () => {
    const requests = recordRequests();
    const client = new QueryClient();
    const { unmount } = renderHook(() => useLiveEvents(client, true));
    await clientLoaded();
    expect(requests).toHaveLength(0); // signed out: no stream

    act(() => {
      signIn({ token: 'first' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'wicket-pools.login' }));
    });
    await vi.waitFor(() => expect(requests.map((request) => request.auth)).toEqual(['Bearer first']));

    act(() => updateToken('second'));
    expect(requests[0]?.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(requests.map((request) => request.auth)).toEqual(['Bearer first', 'Bearer second']));

    act(() => clearLogin());
    expect(requests[1]?.signal.aborted).toBe(true);
    expect(requests).toHaveLength(2);
    unmount();
  });

  it('a login change while the client loads opens only the stream of the login current by then', async () => {
    const requests = recordRequests();
    const client = new QueryClient();
    signIn({ token: 'first' });
    const { unmount } = renderHook(() => useLiveEvents(client, true));
    act(() => updateToken('second'));
    await vi.waitFor(() => expect(requests.map((request) => request.auth)).toEqual(['Bearer second']));
    await clientLoaded();
    expect(requests).toHaveLength(1);
    unmount();
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('a sign-out or an unmount while the client loads opens no stream', async () => {
    const requests = recordRequests();
    const client = new QueryClient();
    signIn({ token: 'first' });
    const first = renderHook(() => useLiveEvents(client, true));
    act(() => clearLogin());
    signIn({ token: 'second' });
    const second = renderHook(() => useLiveEvents(client, true));
    second.unmount();
    await clientLoaded();
    // The module promise settles before the hooks' continuations run: give them a turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([]);
    first.unmount();
  });

  it('opens nothing when the app leaves live updates off', async () => {
    const requests = recordRequests();
    signIn({ token: 'first' });
    const { unmount } = renderHook(() => useLiveEvents(new QueryClient(), false));
    await clientLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([]);
    unmount();
  });

  it('screens poll slowly while the stream is up; a drop brings the 15 s poll back and refetches once', async () => {
    // The first request gets an open stream the test can end; reconnects get streams that never answer.
    let end: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (end) return new Promise<Response>(() => {});
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            end = () => controller.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const client = new QueryClient();
    client.setQueryData(['shown'], 'cached');
    signIn({ token: 'first' });
    expect(pollInterval()).toBe(REFRESH_INTERVAL_MS);
    const { unmount } = renderHook(() => useLiveEvents(client, true));
    await vi.waitFor(() => expect(pollInterval()).toBe(LIVE_SAFETY_POLL_MS));
    expect(client.getQueryState(['shown'])?.isInvalidated).toBe(false);

    act(() => end?.());
    await vi.waitFor(() => expect(pollInterval()).toBe(REFRESH_INTERVAL_MS));
    expect(client.getQueryState(['shown'])?.isInvalidated).toBe(true);
    unmount();
  });

  it('closing the stream itself (sign-out) is not a drop: back to the 15 s poll, nothing refetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new ReadableStream<Uint8Array>(), {
            status: 200,
            headers: { 'content-type': 'text/event-stream' },
          }),
      ),
    );
    const client = new QueryClient();
    client.setQueryData(['shown'], 'cached');
    signIn({ token: 'first' });
    const { unmount } = renderHook(() => useLiveEvents(client, true));
    await vi.waitFor(() => expect(pollInterval()).toBe(LIVE_SAFETY_POLL_MS));
    act(() => clearLogin());
    expect(pollInterval()).toBe(REFRESH_INTERVAL_MS);
    expect(client.getQueryState(['shown'])?.isInvalidated).toBe(false);
    unmount();
  });
});

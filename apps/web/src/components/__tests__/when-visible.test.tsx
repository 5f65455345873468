import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver whose callbacks the test calls, as the browser would while scrolling. */
function fakeObserver() {
  const callbacks: Callback[] = [];
  const margins: string[] = [];
  const disconnect = vi.fn();
  class FakeIntersectionObserver {
    constructor(callback: Callback, options?: { rootMargin?: string }) {
      callbacks.push(callback);
      margins.push(options?.rootMargin ?? '');
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) => act(() => callbacks.at(-1)?.([{ isIntersecting }]));
  return { report, margins, disconnect };
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('renders its children only once their place comes near the viewport, and keeps them', () => {
    const observer = fakeObserver();
    const { rerender } = render(
      <WhenVisible>
        <p>Calendar</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Calendar')).not.toBeInTheDocument();
    expect(observer.margins).toEqual(['400px']);
    observer.report(false);
    expect(screen.queryByText('Calendar')).not.toBeInTheDocument();
    observer.report(true);
    expect(screen.getByText('Calendar')).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
    rerender(
      <WhenVisible>
        <p>Calendar</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Calendar')).toBeInTheDocument();
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <p>Calendar</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Calendar')).toBeInTheDocument();
  });
});

import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHistoryTrail } from '../history-trail';

let navigate: ReturnType<typeof useNavigate> = () => {};

function Trail() {
  useHistoryTrail();
  navigate = useNavigate();
  return null;
}

/** The page's scroll position, and how often the app read it (a read forces the browser to lay the page out). */
let scrollY = 0;
let scrollReads = 0;

beforeEach(() => {
  scrollY = 0;
  scrollReads = 0;
  window.sessionStorage.clear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => {
    scrollReads++;
    return scrollY;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y ?? x;
  }) as typeof window.scrollTo);
});

afterEach(() => vi.restoreAllMocks());

const scrollTo = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

describe('useHistoryTrail', () => {
  it('opens the first screen without reading the scroll position (no forced layout in the first commit)', () => {
    render(
      <MemoryRouter initialEntries={['/view-bets/g1']}>
        <Trail />
      </MemoryRouter>,
    );
    expect(scrollReads).toBe(0);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('opens a new screen at the top and brings Back to where the screen was left', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Trail />
      </MemoryRouter>,
    );
    act(() => scrollTo(640));
    act(() => navigate('/view-bets/g1'));
    expect(scrollY).toBe(0);
    act(() => scrollTo(90));
    act(() => navigate(-1));
    expect(scrollY).toBe(640);
    act(() => navigate(1));
    expect(scrollY).toBe(90);
  });
});

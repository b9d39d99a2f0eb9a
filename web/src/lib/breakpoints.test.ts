import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBreakpoint, RESIZE_DEBOUNCE_MS, useBreakpoint } from '@/lib/breakpoints';

describe('getBreakpoint', () => {
  it.each([
    [1920, 'desktop'],
    [1221, 'desktop'],
    [1220, 'tablet'],
    [768, 'tablet'],
    [767, 'mobile'],
    [375, 'mobile'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(getBreakpoint(width)).toBe(expected);
  });
});

describe('useBreakpoint', () => {
  function resizeTo(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  }

  it('follows the window width 1000 ms after resizing stops', () => {
    vi.useFakeTimers();
    resizeTo(1400);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');

    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).toBe('desktop');
    act(() => resizeTo(500));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).toBe('desktop');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('mobile');
    expect(RESIZE_DEBOUNCE_MS).toBe(1000);
  });
});

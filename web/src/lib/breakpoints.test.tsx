import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { getBreakpoint, RESIZE_DEBOUNCE_MS, setHydratingWidth, useBreakpoint, useWindowWidth } from '@/lib/breakpoints';

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

describe('taking over a page rendered for a guessed width', () => {
  /** Renders `Probe` on the "server" for 390 px, hydrates it in a 412-px window and counts its renders in the browser. */
  async function rendersWhileHydrating(Probe: (props: { onRender: () => void }) => React.ReactNode): Promise<{ renders: number; text: string }> {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 412 });
    setHydratingWidth(390);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe onRender={() => undefined} />);
    document.body.append(container);
    let renders = 0;
    await act(async () => {
      hydrateRoot(container, <Probe onRender={() => (renders += 1)} />);
    });
    setHydratingWidth(undefined);
    const text = container.textContent ?? '';
    container.remove();
    return { renders, text };
  }

  it('draws nothing again when the window is in the breakpoint the page was rendered for', async () => {
    function Probe({ onRender }: { onRender: () => void }) {
      onRender();
      return <p>{useBreakpoint()}</p>;
    }
    expect(await rendersWhileHydrating(Probe)).toEqual({ renders: 1, text: 'mobile' });
  });

  it('draws again with the real width where the exact width is read', async () => {
    function Probe({ onRender }: { onRender: () => void }) {
      onRender();
      return <p>{useWindowWidth()}</p>;
    }
    expect(await rendersWhileHydrating(Probe)).toEqual({ renders: 2, text: '412' });
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the frame after the first render has been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    frames.forEach((callback) => callback(performance.now()));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stops waiting when the component goes first', async () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

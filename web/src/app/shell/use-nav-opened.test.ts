import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavOpened } from '@/app/shell/use-nav-opened';

describe('useNavOpened', () => {
  it('starts expanded on a desktop, toggles, and resets when the breakpoint changes', () => {
    const { result, rerender } = renderHook(({ breakpoint }) => useNavOpened(breakpoint), { initialProps: { breakpoint: 'desktop' as 'desktop' | 'tablet' | 'mobile' } });
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]((current) => !current));
    expect(result.current[0]).toBe(false);
    rerender({ breakpoint: 'mobile' });
    expect(result.current[0]).toBe(false);
    rerender({ breakpoint: 'desktop' });
    expect(result.current[0]).toBe(true);
  });

  it('does not draw the frame again when set to what it already is', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNavOpened('mobile');
    });
    const before = renders;
    act(() => result.current[1]((current) => current));
    act(() => result.current[1](false));
    expect(renders).toBe(before);
  });
});

import { describe, expect, it, vi } from 'vitest';

describe('zod-config', () => {
  it('makes zod parse without Function: no eval for the Content-Security-Policy to report', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    await import('@/lib/zod-config');
    const { z } = await import('zod');

    const schema = z.object({ name: z.string(), quantity: z.number() });

    expect(schema.parse({ name: 'Pallets', quantity: 4 })).toEqual({ name: 'Pallets', quantity: 4 });
    expect(z.config().jitless).toBe(true);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from '@/lib/deferred-module';

const THE_PART = 'the part';
const NOW = 'now';
const WITHOUT = 'without it';

interface Part {
  Part: () => React.ReactElement;
}

/** An importer the test settles by hand, counting how often it was asked. */
function manualImporter() {
  const asked: Array<{ resolve: (module: Part) => void; reject: (error: unknown) => void }> = [];
  const importer = vi.fn(() => new Promise<Part>((resolve, reject) => asked.push({ resolve, reject })));
  const part: Part = { Part: () => <p>{THE_PART}</p> };
  return { importer, asked, part };
}

function Host({ use }: { use: ReturnType<typeof deferredModule<Part>> }) {
  const { module, load } = use();
  return (
    <>
      <button type="button" onClick={() => void load().catch(() => undefined)}>
        {NOW}
      </button>
      {module ? <module.Part /> : <p>{WITHOUT}</p>}
    </>
  );
}

describe('a part of the page loaded once it answers', () => {
  it('is absent on the first render, asked for when the browser is idle, and drawn once it arrives', async () => {
    vi.useFakeTimers();
    try {
      const { importer, asked, part } = manualImporter();
      const use = deferredModule(importer);
      render(<Host use={use} />);
      expect(screen.getByText(WITHOUT)).toBeInTheDocument();
      expect(importer).not.toHaveBeenCalled();
      await act(async () => void vi.runAllTimers());
      expect(importer).toHaveBeenCalledTimes(1);
      await act(async () => asked[0]!.resolve(part));
      expect(screen.getByText(THE_PART)).toBeInTheDocument();
      // Mounted again later: there at once, not asked for twice.
      render(<Host use={use} />);
      await act(async () => undefined);
      expect(screen.getAllByText(THE_PART)).toHaveLength(2);
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('comes at once when the reader reaches for it, and is asked for again after a failed load', async () => {
    const { importer, asked, part } = manualImporter();
    const use = deferredModule(importer);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Host use={use} />);
    await act(async () => screen.getByRole('button', { name: NOW }).click());
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => asked[0]!.reject(new Error('offline')));
    expect(screen.getByText(WITHOUT)).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: NOW }).click());
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => asked[1]!.resolve(part));
    expect(screen.getByText(THE_PART)).toBeInTheDocument();
    error.mockRestore();
  });
});

import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

describe('createQueryClient', () => {
  it('runs again a first fetch in flight when its query is invalidated (its answer may predate the change)', async () => {
    const client = createQueryClient();
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['documents', 'list', { search: 'ORC' }],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const seen: (string | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    expect(answers).toHaveLength(1);

    // A delete commits while the list's first fetch is still out, then invalidates the lists.
    const invalidated = client.invalidateQueries({ queryKey: ['documents'] });
    await expect.poll(() => answers.length).toBe(2);
    answers[0]!('with the deleted row');
    answers[1]!('without it');
    await invalidated;
    expect(observer.getCurrentResult().data).toBe('without it');
    expect(seen).not.toContain('with the deleted row');
    stop();
  });

  it('leaves fetches of other queries alone', async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['tickets'], queryFn: () => new Promise<string>(() => void calls++) });
    const stop = observer.subscribe(() => undefined);
    await client.invalidateQueries({ queryKey: ['documents'] });
    expect(calls).toBe(1);
    stop();
  });
});

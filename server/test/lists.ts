import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

/** The items a list route answers for `url`, each as the string `pick` makes of it; fails unless 200. */
export async function listed<T>(t: TestApp, url: string, headers: { authorization: string }, pick: (item: T) => string): Promise<string[]> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as T[]).map(pick);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionLookup } from './repository.ts';
import { SessionCache } from './session-cache.ts';

const lookup = (userId: string, sessionId = `s-${userId}`) =>
  ({ principal: { userId, sessionId }, expiresAt: new Date(Date.now() + 60_000), lastSeenAt: new Date() }) as unknown as SessionLookup;

afterEach(() => vi.useRealTimers());

describe('SessionCache', () => {
  it('forgets an entry once its TTL has passed', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(1000);
    cache.set('t1', lookup('u1'));

    expect(cache.get('t1')).toBeDefined();
    vi.advanceTimersByTime(1001);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops every token of a user, and only theirs', () => {
    const cache = new SessionCache(60_000);
    cache.set('a1', lookup('u1', 'x'));
    cache.set('a2', lookup('u1', 'y'));
    cache.set('b1', lookup('u2'));

    cache.deleteUser('u1');

    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('drops a view-as session when either its contact or the staff user viewing changes', () => {
    const cache = new SessionCache(60_000);
    const viewing = (id: string) => ({ ...lookup('contact', id), principal: { userId: 'contact', sessionId: id, viewAs: { staffUserId: 'staff' } } }) as unknown as SessionLookup;
    cache.set('v1', viewing('v1'));
    cache.set('v2', viewing('v2'));
    cache.set('own', lookup('contact', 'own'));

    cache.deleteUser('staff');
    expect(cache.get('v1')).toBeUndefined();
    expect(cache.get('v2')).toBeUndefined();
    expect(cache.get('own')).toBeDefined();

    cache.set('v3', viewing('v3'));
    cache.deleteUser('contact');
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest entry when full, and caches nothing with a TTL of 0', () => {
    const full = new SessionCache(60_000, 2);
    full.set('1', lookup('u1'));
    full.set('2', lookup('u2'));
    full.set('3', lookup('u3'));
    const off = new SessionCache(0);
    off.set('1', lookup('u1'));

    expect(full.get('1')).toBeUndefined();
    expect(full.get('3')).toBeDefined();
    expect(off.get('1')).toBeUndefined();
  });
});

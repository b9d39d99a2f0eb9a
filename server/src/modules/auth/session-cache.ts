import type { SessionLookup } from './repository.ts';

/**
 * The users a cached session depends on: its own, and for a view-as session the staff user
 * viewing, so a change to either (deactivation, roles) drops it.
 */
const usersOf = (value: SessionLookup): string[] => {
  const staffUserId = value.principal.viewAs?.staffUserId;
  return staffUserId ? [value.principal.userId, staffUserId] : [value.principal.userId];
};

interface Entry {
  value: SessionLookup;
  cachedAt: number;
}

/**
 * Live sessions by token hash, so an authenticated call costs no query while its entry is fresh.
 * Anything that changes a user or ends a session invalidates here at once; other instances hear
 * of it through the database's NOTIFY (plugin.ts). The TTL bounds how long an
 * entry may live even if a notification were lost. Misses (unknown tokens) are never cached.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  get(tokenHash: string): SessionLookup | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt > this.ttlMs) {
      this.deleteToken(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, value: SessionLookup): void {
    if (this.ttlMs <= 0) return;
    if (this.byToken.size >= this.maxEntries) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.deleteToken(oldest);
    }
    this.byToken.set(tokenHash, { value, cachedAt: Date.now() });
    for (const userId of usersOf(value)) {
      let tokens = this.byUser.get(userId);
      if (!tokens) this.byUser.set(userId, (tokens = new Set()));
      tokens.add(tokenHash);
    }
  }

  deleteToken(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    for (const userId of usersOf(entry.value)) {
      const tokens = this.byUser.get(userId);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) this.byUser.delete(userId);
    }
  }

  deleteUser(userId: string): void {
    for (const tokenHash of [...(this.byUser.get(userId) ?? [])]) this.deleteToken(tokenHash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.byToken.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.byToken.size;
  }
}

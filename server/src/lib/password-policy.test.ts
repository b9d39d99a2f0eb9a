import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkPassword, commonPasswords } from './password-policy.ts';

const ctx = { minLength: 12, words: ['carla.costa', 'carla.costa@lusitania.example', 'Carla', 'Costa', 'Lusitania Retail Group'] };

describe('checkPassword', () => {
  it('bundles at least 100,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(100_000);
  });

  it('refuses short, common and context passwords, saying which rule', () => {
    expect(checkPassword('short-pass', ctx)).toBe('TOO_SHORT');
    expect(checkPassword('qwerty123456', ctx)).toBe('COMMON');
    expect(checkPassword('1qaz2wsx3edc', ctx)).toBe('COMMON');
    expect(checkPassword('Carla.Costa2026!', ctx)).toBe('CONTEXT');
    expect(checkPassword('LusitaniaRetailGroup', ctx)).toBe('CONTEXT');
    expect(checkPassword('customer-hub-2026', ctx)).toBe('CONTEXT');
    expect(checkPassword('x'.repeat(1025), ctx)).toBe('TOO_LONG');
  });

  it('accepts a long passphrase without any composition rule, and counts characters not bytes', () => {
    expect(checkPassword('correct horse battery staple', ctx)).toBeUndefined();
    expect(checkPassword('ação-pão-limão', ctx)).toBeUndefined();
    expect(checkPassword('ãããããããããããã'.slice(0, 11), ctx)).toBe('TOO_SHORT');
  });

  it('honours a configured minimum length', () => {
    expect(checkPassword('a-fine-passphrase', { ...ctx, minLength: 20 })).toBe('TOO_SHORT');
  });
});

describe('password hashing', () => {
  it('uses argon2id with at least m=19456, t=2, p=1', async () => {
    const hash = await hashPassword('correct horse battery staple');

    expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, t, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(hash)!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
  });

  it('never truncates: a change in the 200th character is another password', async () => {
    const long = 'a'.repeat(199) + 'b';
    const hash = await hashPassword(long);

    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, 'a'.repeat(199) + 'c')).toBe(false);
  });
});

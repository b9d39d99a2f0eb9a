// Deterministic helpers of the demo seed: a seeded PRNG and dates relative to one anchor.

/**
 * Every demo date is relative to this day: today (UTC) when the demo is seeded, so the Dashboard's
 * "this month" and the lists' recent rows always hold something. The draws come from seeds that
 * do not depend on the day, so a given day always gives the same rows.
 */
export const DEMO_ANCHOR = new Date().toISOString().slice(0, 10);

/** The year of DEMO_ANCHOR, in the demo's record numbers (OR-<year>-…, TR-<year>-…). */
export const DEMO_YEAR = DEMO_ANCHOR.slice(0, 4);

/** mulberry32: a small, fast, seeded PRNG; `int(a, b)` includes both ends. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

/** A stable 32-bit seed from a text (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** YYYY-MM-DD `days` after an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** A timestamp `days` (fractional) after an ISO date's midnight UTC. */
export const at = (iso: string, days: number, hours = 0) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000 + hours * 3_600_000);
export const money = (n: number) => n.toFixed(2);

export interface DemoSite {
  id: string;
  code: string;
  name: string;
  city: string;
  address: string;
}
export interface DemoPartner {
  companyId: string;
  businessPartnerId: string;
  customerNo: string;
  name: string;
  /** Retail chains buy facility services; logistics parks also run trips and hold stock. */
  kind: 'retail' | 'logistics';
  country: 'PT' | 'ES';
  paymentTermsDays: number;
  sites: DemoSite[];
}

export interface DemoUsers {
  /** The main contact of each company (creates orders, approves contracts). */
  mainContactByCompany: Record<string, string>;
}


/** A plausible email address: something@domain.tld, no spaces. The server checks for real. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

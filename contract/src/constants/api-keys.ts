import type { Permission } from './permissions.ts';

/**
 * What a company's API key may do (docs/ARCHITECTURE.md, "API keys"). An endpoint opts in by
 * naming the scope that lets a key call it (`apiKey` of its contract endpoint); every other
 * endpoint refuses API keys.
 */
export const API_KEY_SCOPES = ['currentAccount:read', 'documents:read', 'orders:read', 'trips:read', 'tickets:write', 'orders:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The contact permissions each scope needs: `required` ones the creator must hold to grant it (a
 * main contact), `carried` ones the key holds too while its creator does. A key's permissions
 * are always these ∩ its creator's current permissions.
 */
export const API_KEY_SCOPE_PERMISSIONS: Readonly<Record<ApiKeyScope, { required: readonly Permission[]; carried: readonly Permission[] }>> = {
  'currentAccount:read': { required: ['CurrentAccounts'], carried: ['PricesColumn'] },
  'documents:read': { required: ['SearchDocuments'], carried: ['Folders', 'IncidenceReports', 'ServiceReports', 'OtherLegalDocuments', 'PricesColumn'] },
  'orders:read': { required: ['Orders'], carried: ['PricesColumn'] },
  'trips:read': { required: ['Trips'], carried: [] },
  'tickets:write': { required: ['Requests'], carried: [] },
  'orders:write': { required: ['Orders'], carried: ['CreateOrder', 'CancelOrder', 'PricesColumn'] },
};

/** Every permission the scopes may carry (required or carried), once each. */
export function permissionsOfScopes(scopes: readonly ApiKeyScope[]): Permission[] {
  return [...new Set(scopes.flatMap((s) => [...API_KEY_SCOPE_PERMISSIONS[s].required, ...API_KEY_SCOPE_PERMISSIONS[s].carried]))];
}

/** Whether a holder of `permissions` may grant a scope (holds each of its required permissions). */
export const mayGrantScope = (permissions: readonly Permission[], scope: ApiKeyScope): boolean => API_KEY_SCOPE_PERMISSIONS[scope].required.every((p) => permissions.includes(p));

/** The header a caller sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
/** Every key starts so; then 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'chk_';
/** How many characters of a key lists show (the prefix and the first random ones). */
export const API_KEY_SHOWN_LENGTH = 12;
export const API_KEY_NAME_MAX = 80;
/** A key lives at most a year; 90 days unless said. */
export const API_KEY_MAX_DAYS = 365;
export const API_KEY_DEFAULT_DAYS = 90;
/** At most this many addresses or ranges in a key's allow-list. */
export const API_KEY_ADDRESSES_MAX = 20;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:.]{2,45}$/;

/** An IPv6 address as URL parsing accepts it (the browser and Node agree), without a zone. */
function isIpv6(text: string): boolean {
  if (!IPV6.test(text) || !text.includes(':')) return false;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** Whether an allow-list entry is an IPv4/IPv6 address or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  const v4 = IPV4.test(address);
  if (!v4 && !isIpv6(address)) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

import { createHash } from 'node:crypto';
import type { PowerBiEmbedResponse } from '@customer-hub/contract/bi';
import { requestJson, type JsonAnswer } from './http.ts';
import { ConnectorError } from './errors.ts';

// The Power BI embed ("app owns data"): an Entra ID token by client credentials, the report's
// embed URL and dataset, then a view-only embed token carrying the contact's effective identity.

/** The Power BI REST API's scope for a service principal. */
const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';

export interface PowerBiApp {
  authorityUrl: string;
  apiUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** The row-level-security identity the embed token is generated for. */
export interface EffectiveIdentity {
  username: string;
  roles: string[];
  customData: string;
}

interface CachedToken {
  accessToken: string;
  /** When to ask for a new one: a few minutes before it expires. */
  renewAt: number;
}

/** Entra ID tokens of this process, per authority, tenant, client and secret (hashed). */
const tokens = new Map<string, CachedToken>();
/** A token being asked for, so simultaneous embeds share one request. */
const pending = new Map<string, Promise<CachedToken>>();

/** Forgets every cached Entra ID token (tests; a process restart does the same). */
export function forgetPowerBiTokens(): void {
  tokens.clear();
  pending.clear();
}

const cacheKey = (app: PowerBiApp) => createHash('sha256').update([app.authorityUrl, app.tenantId, app.clientId, app.clientSecret].join('\n')).digest('hex');

/** A short, safe word from a tool's error answer (an error code), or nothing. */
function errorCodeOf(body: unknown): string {
  const error = (body as { error?: unknown } | undefined)?.error;
  const code = typeof error === 'string' ? error : (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[\w.]{1,80}$/.test(code) ? ` (${code})` : '';
}

const failure = (what: string, answer: JsonAnswer) => new ConnectorError('powerBi', `${what} answered ${answer.status}${errorCodeOf(answer.body)}`);

async function requestToken(app: PowerBiApp): Promise<CachedToken> {
  const answer = await requestJson({
    url: new URL(`${app.authorityUrl}/${encodeURIComponent(app.tenantId)}/oauth2/v2.0/token`),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: app.clientId, client_secret: app.clientSecret, scope: POWER_BI_SCOPE }).toString(),
    timeoutMs: app.timeoutMs,
  });
  const body = answer.body as { access_token?: unknown; expires_in?: unknown } | undefined;
  const expiresIn = Number(body?.expires_in);
  if (answer.status !== 200 || typeof body?.access_token !== 'string' || !Number.isFinite(expiresIn) || expiresIn <= 0) throw failure('token request', answer);
  // Renewed five minutes before it expires (halfway for a short-lived one).
  const renewIn = expiresIn > 600 ? expiresIn - 300 : expiresIn / 2;
  return { accessToken: body.access_token, renewAt: Date.now() + renewIn * 1000 };
}

/** The service principal's Entra ID token, from this process's cache until shortly before it expires. */
async function accessToken(app: PowerBiApp, fresh = false): Promise<string> {
  const key = cacheKey(app);
  const cached = tokens.get(key);
  if (!fresh && cached && Date.now() < cached.renewAt) return cached.accessToken;
  let request = pending.get(key);
  if (!request) {
    request = requestToken(app).finally(() => pending.delete(key));
    pending.set(key, request);
  }
  const token = await request;
  tokens.set(key, token);
  return token.accessToken;
}

/** One Power BI REST call with the service principal's token; a 401 asks for a new token and tries once more. */
async function callApi(app: PowerBiApp, path: string, body?: unknown): Promise<JsonAnswer> {
  const send = async (fresh: boolean) =>
    requestJson({
      url: new URL(`${app.apiUrl}/v1.0/myorg${path}`),
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${await accessToken(app, fresh)}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      timeoutMs: app.timeoutMs,
    });
  const answer = await send(false);
  if (answer.status !== 401) return answer;
  // The cached token was revoked or has expired early.
  tokens.delete(cacheKey(app));
  return send(true);
}

function isWebUrl(text: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * The embed configuration of one report for one contact: the report's embed URL, and a view-only
 * embed token whose effective identity (user name, role, company as custom data) the dataset's
 * row-level security filters by.
 */
export async function embedReport(app: PowerBiApp, workspaceId: string, reportId: string, identity: EffectiveIdentity): Promise<PowerBiEmbedResponse> {
  const reportPath = `/groups/${encodeURIComponent(workspaceId)}/reports/${encodeURIComponent(reportId)}`;
  const report = await callApi(app, reportPath);
  const { embedUrl, datasetId, id } = (report.body ?? {}) as { embedUrl?: unknown; datasetId?: unknown; id?: unknown };
  if (report.status !== 200 || typeof embedUrl !== 'string' || typeof datasetId !== 'string') throw failure('report request', report);
  if (!isWebUrl(embedUrl)) throw new ConnectorError('powerBi', 'report answer with an embed URL that is not http(s)');

  const generated = await callApi(app, `${reportPath}/GenerateToken`, {
    accessLevel: 'View',
    identities: [{ username: identity.username, roles: identity.roles, datasets: [datasetId], customData: identity.customData }],
  });
  const { token, expiration } = (generated.body ?? {}) as { token?: unknown; expiration?: unknown };
  const expiresAt = typeof expiration === 'string' ? new Date(expiration) : null;
  if (generated.status !== 200 || typeof token !== 'string' || !expiresAt || Number.isNaN(expiresAt.getTime())) throw failure('embed token request', generated);
  return { reportId: typeof id === 'string' ? id : reportId, embedUrl, accessToken: token, expiresAt: expiresAt.toISOString() };
}

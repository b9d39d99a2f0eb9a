import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as jose from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the single sign-on tests: clients with
 * a secret each, PKCE required, and a tiny login page (GET /interaction/:uid shows it, POST signs
 * in the account typed, consent is granted at once). `tamper` re-signs the ID tokens it answers
 * with the provider's own key after changing their claims, as a provider with a wrong clock or a
 * token for another client would sign them.
 */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

export interface TestProvider {
  issuer: string;
  port: number;
  /** The accounts the login page signs in, by `sub`. */
  accounts: Map<string, TestAccount>;
  /** Changes each ID token the token endpoint answers (re-signed with the provider's key). */
  tamper: ((claims: jose.JWTPayload) => jose.JWTPayload) | null;
  addClient(client: TestClient): void;
  close(): Promise<void>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startTestProvider(options: { redirectUri: string; clients: TestClient[]; port?: number }): Promise<TestProvider> {
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await jose.exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();
  const clients = options.clients.map((c): ClientMetadata => ({
    client_id: c.clientId,
    client_secret: c.clientSecret,
    redirect_uris: [options.redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }));

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 3600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
  });

  const harness: TestProvider = {
    issuer,
    port,
    accounts,
    tamper: null,
    addClient: () => {
      throw new Error('clients are given when the provider starts');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  // The token endpoint's answer, with the ID token re-signed when a test tampers with it.
  provider.use(async (ctx, next) => {
    await next();
    const tamper = harness.tamper;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || ctx.path !== '/token' || !body?.id_token) return;
    const claims = tamper(jose.decodeJwt(body.id_token));
    ctx.body = { ...body, id_token: await new jose.SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }).sign(privateKey) };
  });

  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void interaction(req, res, Boolean(match[2])).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, submitted: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    if (!submitted) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const options = [...accounts.values()].map((a) => `<option value="${escape(a.sub)}">${escape(a.email)}</option>`).join('');
      return res.end(
        `<!doctype html><html lang="en"><title>Test provider</title><h1>Test identity provider</h1>` +
          `<form method="post" action="/interaction/${details.uid}/login"><label>Account <select name="sub">${options}</select></label>` +
          `<button type="submit">Sign in at the provider</button></form></html>`,
      );
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const sub = new URLSearchParams(Buffer.concat(chunks).toString()).get('sub') ?? '';
    return provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  }

  return harness;
}

/** Cookies by host, as a browser keeps them (enough for the provider's and the hub's). */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(url: string, setCookies: string[]) {
    const host = new URL(url).host;
    const jar = this.byHost.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.byHost.set(host, jar);
  }

  header(url: string): string {
    const jar = this.byHost.get(new URL(url).host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  get(url: string, name: string): string | undefined {
    return this.byHost.get(new URL(url).host)?.get(name);
  }

  set(url: string, name: string, value: string) {
    const host = new URL(url).host;
    const jar = this.byHost.get(host) ?? new Map<string, string>();
    jar.set(name, value);
    this.byHost.set(host, jar);
  }
}

/**
 * Follows the provider's redirects from its authorization address as a browser would (its
 * cookies kept), signing in the account `sub` on its login page, until it sends the browser to
 * `redirectUri`: answers that address (the code, the state and the issuer in its query).
 */
export async function signInAtProvider(authorizationUrl: string, sub: string, redirectUri: string, jar = new CookieJar()): Promise<string> {
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(redirectUri)) return url;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(url), ...(body && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body,
    });
    jar.store(url, res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      await res.arrayBuffer();
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    method = 'POST';
    body = new URLSearchParams({ sub }).toString();
  }
  throw new Error('too many redirects at the provider');
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Principal } from '@/plugins/policy.ts';
import type { ServiceContext } from '@/service-context.ts';
import { createProviderUser } from '@/modules/accounts/service.ts';
import { signInUserById, signInWithProvider, type AuthDeps, type Client, type SignInUser } from '@/modules/auth/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { matchLanguage } from '@customer-hub/contract/languages';
import { isStaff } from '@customer-hub/contract/roles';
import type { SsoError } from '@customer-hub/contract/sso';
import type { TokenResponse } from '@customer-hub/contract/auth';
import { client, ProviderUnavailable, providerConfig } from './oidc.ts';
import { redirectUri } from './providers.ts';
import * as repo from './repository.ts';

/*
 * A sign-in with an identity provider (OpenID Connect authorization code flow with PKCE):
 * startSignIn keeps the state (its hash), the nonce and the PKCE verifier of one attempt and sends
 * the browser to the provider; finishSignIn takes the provider's answer once, exchanges the code
 * (openid-client checks the state, the issuer, the audience, the signature, the expiry and the
 * nonce of the ID token, and the provider checks the PKCE verifier), matches the user and opens a
 * session like a password sign-in's. Every refusal is an SsoFailure: a code the sign-in page
 * explains in the reader's language, and a reason for the login log.
 */

const STATE_MINUTES = 10;
const SCOPE = 'openid email profile';
type PublicContext = ServiceContext<Principal | null>;

export class SsoFailure extends Error {
  constructor(
    readonly code: SsoError,
    readonly reason: string,
    readonly userId: string | null = null,
    cause?: unknown,
  ) {
    super(`single sign-on refused: ${reason}`, { cause });
    this.name = 'SsoFailure';
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A page of the portal to come back to (a dashboard page of this site), or none. */
export function safeReturnPath(value: string | undefined): string | null {
  if (!value || value.length > 500 || !/^\/dashboard(?:[/?#][^\s\\]*)?$/i.test(value) || value.includes('//')) return null;
  return value;
}

async function configOf(deps: AuthDeps, provider: repo.ProviderRow) {
  try {
    return await providerConfig(deps.config, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecretSealed ? deps.secretBox.open(provider.clientSecretSealed) : null });
  } catch (err) {
    throw new SsoFailure('unavailable', err instanceof ProviderUnavailable ? `provider_${err.reason}` : 'provider_unreachable', null, err);
  }
}

/** Starts a sign-in with a provider: answers the provider's address to send the browser to, and the state for its cookie. */
export async function startSignIn(deps: AuthDeps, input: { providerId: string; returnPath?: string }): Promise<{ location: string; state: string }> {
  const provider = await repo.findProvider(deps.db, input.providerId);
  if (!provider?.enabled) throw new SsoFailure('disabled', 'provider_disabled');
  const config = await configOf(deps, provider);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await repo.deleteOldStates(deps.db, new Date(Date.now() - 60 * 60_000));
  await repo.insertState(deps.db, {
    stateHash: sha256(state),
    providerId: provider.id,
    nonce,
    codeVerifierSealed: deps.secretBox.seal(verifier),
    returnPath: safeReturnPath(input.returnPath),
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(deps.config),
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: url.href, state };
}

/** Why openid-client refused the provider's answer, as a login-log reason. */
function refusalReason(err: unknown): string {
  if (err instanceof client.ResponseBodyError) return `token_endpoint_${err.error}`.slice(0, 64);
  if (err instanceof client.AuthorizationResponseError) return `provider_${err.error}`.slice(0, 64);
  // openid-client wraps oauth4webapi's error, whose message names the claim: read the chain.
  let text = '';
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) text += ` ${e.message} ${String((e as { code?: unknown }).code ?? '')}`;
  if (/"aud"|audience|azp/i.test(text)) return 'wrong_audience';
  if (/"exp"|expir/i.test(text)) return 'token_expired';
  if (/"iat"|"nbf"|not yet/i.test(text)) return 'token_not_yet_valid';
  if (/nonce/i.test(text)) return 'nonce_mismatch';
  if (/"iss"|issuer/i.test(text)) return 'wrong_issuer';
  if (/state/i.test(text)) return 'state_mismatch';
  if (/signature|JWS|JWK/i.test(text)) return 'bad_signature';
  if (/fetch failed|ECONNREFUSED|timeout|aborted/i.test(text)) return 'provider_unreachable';
  return 'token_invalid';
}

export interface CallbackInput {
  /** The callback's query string as it arrived ("?code=…&state=…"). */
  search: string;
  state: string | undefined;
  error: string | undefined;
  /** The state the browser's cookie holds (set when this browser started the sign-in). */
  cookieState: string | undefined;
  device?: string;
  timeZone?: string;
}

export interface SsoSignedIn {
  token: TokenResponse;
  device: string;
  returnPath: string | null;
}

/** Completes a sign-in with the provider's answer; a refusal is logged (stage `sso`) and thrown as an SsoFailure. */
export async function finishSignIn(ctx: PublicContext, deps: AuthDeps, input: CallbackInput & Client): Promise<SsoSignedIn> {
  try {
    return await finish(ctx, deps, input);
  } catch (err) {
    const failure = err instanceof SsoFailure ? err : new SsoFailure('rejected', 'internal', null, err);
    await recordLoginAttempt(deps.db, { userId: failure.userId, userName: '(single sign-on)', ip: input.ip, userAgent: input.userAgent, result: 'Failed', reason: failure.reason, stage: 'sso' });
    throw failure;
  }
}

async function finish(ctx: PublicContext, deps: AuthDeps, input: CallbackInput & Client): Promise<SsoSignedIn> {
  // The state must come back to the browser that started the sign-in (its cookie), once.
  if (!input.state || !input.cookieState || !sameText(input.state, input.cookieState)) {
    throw new SsoFailure(input.error === 'access_denied' ? 'cancelled' : 'expired', input.state ? 'state_mismatch' : 'state_missing');
  }
  const started = await repo.takeState(deps.db, sha256(input.state));
  if (!started) throw new SsoFailure('expired', 'state_unknown');
  if (input.error) throw new SsoFailure(input.error === 'access_denied' ? 'cancelled' : 'rejected', `provider_${input.error}`.slice(0, 64));
  const provider = await repo.findProvider(deps.db, started.providerId);
  if (!provider?.enabled) throw new SsoFailure('disabled', 'provider_disabled');
  const config = await configOf(deps, provider);

  const currentUrl = new URL(redirectUri(deps.config));
  currentUrl.search = input.search;
  let claims: client.IDToken;
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: deps.secretBox.open(started.codeVerifierSealed),
      expectedState: input.state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (err) {
    throw new SsoFailure('rejected', refusalReason(err), null, err);
  }
  const user = await matchUser(ctx, provider, claims);
  const session = await signInWithProvider(deps, user, { ip: input.ip, userAgent: input.userAgent, device: input.device, timeZone: input.timeZone });
  return { ...session, returnPath: started.returnPath };
}

/**
 * The user an ID token signs in. An identity seen before (provider, sub) is its user's. Else, by
 * the token's address: the staff provider links an existing staff user with that address when the
 * provider says it verified it, and creates nobody; a company's provider takes addresses of its
 * own domains only, links its own company's user with the (verified) address, creates a user of
 * its company with the provider's default permissions when nobody has it, and never links a user
 * of another company or staff.
 */
async function matchUser(ctx: PublicContext, provider: repo.ProviderRow, claims: client.IDToken): Promise<SignInUser> {
  const known = await repo.findIdentity(ctx.db, provider.id, claims.sub);
  if (known) {
    const user = await signInUserById(ctx.db, known.userId);
    if (!user || !belongsTo(provider, user)) throw new SsoFailure('no_account', 'identity_moved', known.userId);
    if (!user.active) throw new SsoFailure('not_allowed', 'user_disabled', user.id);
    await repo.touchIdentity(ctx.db, known.id);
    return user;
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const verified = claims.email_verified === true;
  if (!email || !email.includes('@')) throw new SsoFailure('no_account', 'no_email');
  const holder = await repo.findUserByEmail(ctx.db, email);

  if (provider.companyId === null) {
    if (!holder || !isStaff(holder.roles)) throw new SsoFailure('no_account', 'no_staff_user');
    if (!verified) throw new SsoFailure('email_not_verified', 'email_not_verified', holder.id);
    return link(ctx, provider, claims.sub, holder.id, email);
  }
  const domain = email.split('@').pop()!;
  if (!provider.emailDomains.includes(domain)) throw new SsoFailure('domain_mismatch', 'domain_mismatch');
  if (holder) {
    if (holder.companyId !== provider.companyId || isStaff(holder.roles)) throw new SsoFailure('email_taken', 'email_of_another_company');
    if (!verified) throw new SsoFailure('email_not_verified', 'email_not_verified', holder.id);
    return link(ctx, provider, claims.sub, holder.id, email);
  }
  const companyId = provider.companyId;
  const userId = await ctx.transaction(async (t) => {
    const id = await createProviderUser(t.db, {
      email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : '',
      language: matchLanguage(typeof claims.locale === 'string' ? claims.locale : undefined) ?? 'en-US',
      roles: ['Customer'],
      companyId,
      treeNodeKind: 'company',
      treeNodeId: companyId,
      permissions: provider.defaultPermissions,
      active: true,
      mainContact: false,
      passwordHash: null,
    });
    await repo.insertIdentity(t.db, { userId: id, providerId: provider.id, subject: claims.sub });
    await t.audit('sso', `User ${email} created at their first sign-in with ${provider.name} (company ${companyId}, ${id})`);
    return id;
  });
  return (await signInUserById(ctx.db, userId))!;
}

const belongsTo = (provider: repo.ProviderRow, user: SignInUser) => (provider.companyId === null ? isStaff(user.roles) : user.companyId === provider.companyId && !isStaff(user.roles));

async function link(ctx: PublicContext, provider: repo.ProviderRow, subject: string, userId: string, email: string): Promise<SignInUser> {
  const user = await signInUserById(ctx.db, userId);
  if (!user) throw new SsoFailure('no_account', 'no_user');
  if (!user.active) throw new SsoFailure('not_allowed', 'user_disabled', user.id);
  await ctx.transaction(async (t) => {
    await repo.insertIdentity(t.db, { userId, providerId: provider.id, subject });
    await t.audit('sso', `${email} (${userId}) linked to their account at ${provider.name}`);
  });
  return user;
}

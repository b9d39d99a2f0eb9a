import sweepSetup from './a11y-summary.ts';

/**
 * Before any test: the accessibility sweep's results emptied (support/a11y-summary.ts), and the
 * demo data's privacy policy accepted for every demo user who can sign in. Otherwise the policy
 * awaits whichever test signs a user in first, and two tests signing the same user in at once
 * both meet it, one of them after its page was already drawn. The policy's own flows
 * (tests/privacy-policy.spec.ts, the sweep's new user) use users of their own.
 */
const DEMO_USERS = ['admin', 'backoffice', 'customer', 'customer.limited', 'customer.b'];

export default async function globalSetup(): Promise<() => void> {
  const teardown = sweepSetup();
  const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const password = process.env.DEMO_PASSWORD ?? 'demo-password-2026';
  for (const username of DEMO_USERS) {
    const signedIn = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    const token = ((await signedIn.json()) as { access_token?: string }).access_token;
    if (!token) throw new Error(`the demo user ${username} cannot sign in: ${signedIn.status}`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (;;) {
      const pending = (await (await fetch(`${base}/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove`, { headers })).json()) as { id: string } | null;
      if (!pending) break;
      const accepted = await fetch(`${base}/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance`, { method: 'POST', headers, body: JSON.stringify({ id: pending.id, accepted: true }) });
      if (!accepted.ok) throw new Error(`${username} could not accept the privacy policy: ${accepted.status}`);
    }
    await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { authorization: headers.authorization } });
  }
  return teardown;
}

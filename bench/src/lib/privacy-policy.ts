/**
 * Accepts every privacy-policy version awaiting the signed-in user (the demo data publishes one),
 * as the web's gate would, so the user's data calls are not refused with 403
 * POLICY_ACCEPTANCE_REQUIRED.
 */
export async function acceptPendingPolicies(base: string, headers: Record<string, string>): Promise<void> {
  for (;;) {
    const res = await fetch(`${base}/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove`, { headers });
    const pending = (await res.json()) as { id: string } | null;
    if (!pending) return;
    const decided = await fetch(`${base}/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: pending.id, accepted: true }),
    });
    if (!decided.ok) throw new Error(`accepting privacy policy ${pending.id} failed (${decided.status})`);
  }
}

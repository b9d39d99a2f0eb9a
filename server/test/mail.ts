import type { FastifyInstance } from 'fastify';
import type { startTestSmtp } from './smtp.ts';

type Smtp = Awaited<ReturnType<typeof startTestSmtp>>;
type Message = Smtp['messages'][number];
const consumed = new WeakSet<object>();

/**
 * Runs the outbox and jobs, then answers the newest message to an address that no earlier call
 * answered (so a second code or link is never confused with the first).
 */
export async function deliveredTo(app: FastifyInstance, smtp: Smtp, to: string, subjectHint?: RegExp, timeoutMs = 5000): Promise<Message> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.worker.drain();
    const found = [...smtp.messages]
      .reverse()
      .find(
        (m) =>
          !consumed.has(m) &&
          m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()) === true &&
          (!subjectHint || subjectHint.test(m.subject ?? '')),
      );
    if (found) {
      consumed.add(found);
      return found;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to}${subjectHint ? ` matching ${subjectHint}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether any message reached an address. */
export const anyTo = (smtp: Smtp, to: string) => smtp.messages.some((m) => m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()));

/** The token in a link of an email (…?token=XYZ). */
export function tokenIn(text: string | undefined): string {
  const m = /[?&]token=([\w-]+)/.exec(text ?? '');
  if (!m) throw new Error(`no link in: ${text}`);
  return m[1]!;
}

export function codeIn(text: string | undefined): string {
  const m = /\b(\d{6})\b/.exec(text ?? '');
  if (!m) throw new Error(`no code in: ${text}`);
  return m[1]!;
}

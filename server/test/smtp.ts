import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from './helpers.ts';

/** A received message, parsed, with the envelope the client gave (MAIL FROM, RCPT TO). */
export type Parsed = Email & { envelope: { from: string; to: string[] } };

export interface TestSmtp {
  /** smtp://127.0.0.1:port, for `smtpUrl`. */
  url: string;
  messages: Parsed[];
  /** The first message (received already or within `timeoutMs`) for which `predicate` holds. */
  waitFor(predicate: (m: Parsed) => boolean, timeoutMs?: number): Promise<Parsed>;
  /** Refuses the next `n` messages at the end of DATA (451 by default: try again later). */
  failNext(n: number, responseCode?: number): void;
  /** Runs before the server answers each accepted message (the client waits for its 250 meanwhile). */
  beforeAnswer?: (m: Parsed) => Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process (no TLS, no authentication needed) collecting what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: Parsed[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let failureCode = 451;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: failureCode });
          callback(err);
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then(async (email) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const parsed: Parsed = { ...email, envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) } };
            await smtp.beforeAnswer?.(parsed);
            messages.push(parsed);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          done();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching message within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        if (!check()) waiters.add(check);
      });
    },
    failNext(n, responseCode = 451) {
      failures = n;
      failureCode = responseCode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return smtp;
}

/** A test app whose email goes to a test SMTP server; the app's close() stops the server too. */
export async function buildTestAppWithSmtp(): Promise<{ t: TestApp; smtp: TestSmtp }> {
  const smtp = await startTestSmtp();
  const t = await buildTestApp({ smtpUrl: smtp.url });
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t: { ...t, close }, smtp };
}

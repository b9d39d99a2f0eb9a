import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollMailbox } from './imap.ts';
import type { Envelope } from './intake.ts';

// A scriptable IMAP server in the test process (hoodiecrow-imap, in memory): the poller's fetch,
// store, mark-seen and move path against a real IMAP conversation.
const require = createRequire(import.meta.url);
const hoodiecrow = require('hoodiecrow-imap') as (options: object) => { listen(port: number, cb: () => void): void; server: { address(): AddressInfo; close(cb: () => void): void } };

const message = (n: number, extra = '') =>
  `From: Rita <rita@example.test>\r\nTo: support+rabc@mail-in.test\r\nSubject: Reply ${n}\r\nMessage-ID: <imap-${n}@client.test>\r\n${extra}\r\nReply ${n} text.\r\n`;

let server: ReturnType<typeof hoodiecrow>;
let url: string;

beforeAll(async () => {
  server = hoodiecrow({
    plugins: ['ENABLE', 'IDLE', 'UNSELECT', 'NAMESPACE', 'MOVE', 'UIDPLUS'],
    storage: {
      INBOX: { messages: [{ raw: message(1) }, { raw: message(2), flags: ['\\Seen'] }, { raw: message(3, 'Return-Path: <>\r\n') }] },
      '': { separator: '/', folders: { Processed: {} } },
    },
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  url = `imap://127.0.0.1:${server.server.address().port}`;
});
afterAll(() => new Promise<void>((resolve) => server.server.close(() => resolve())));

describe('IMAP poller', () => {
  it('stores each unseen message with its return path, marks it seen, moves it, then processes it; the next pass finds none', async () => {
    const stored: { raw: string; envelope: Envelope }[] = [];
    const processed: string[] = [];
    const opts = {
      imap: { url, user: 'testuser', password: 'testpass', mailbox: 'INBOX', moveTo: 'Processed', pollMs: 60_000 },
      maxBytes: 1024 * 1024,
      store: async (raw: Buffer, envelope: Envelope) => {
        stored.push({ raw: raw.toString('utf8'), envelope });
        return `row-${stored.length}`;
      },
      process: async (id: string) => void processed.push(id),
      log: { warn: () => undefined },
    };
    const first = await pollMailbox(opts);
    expect(first).toBe(2);
    expect(stored.map((s) => /Subject: (.*)\r\n/.exec(s.raw)?.[1])).toEqual(['Reply 1', 'Reply 3']);
    expect(stored.map((s) => s.envelope.from)).toEqual(['rita@example.test', '']);
    expect(processed).toEqual(['row-1', 'row-2']);
    expect(await pollMailbox(opts)).toBe(0);
    const client = new ImapFlow({ host: '127.0.0.1', port: Number(new URL(url).port), secure: false, auth: { user: 'testuser', pass: 'testpass' }, logger: false });
    await client.connect();
    try {
      const processedBox = await client.status('Processed', { messages: true });
      const inbox = await client.status('INBOX', { messages: true, unseen: true });
      expect(processedBox && processedBox.messages).toBe(2);
      expect(inbox && (inbox.unseen ?? 0)).toBe(0);
    } finally {
      await client.logout();
    }
    console.log(`mail in: IMAP poll took ${first} unseen of 3 messages (one already seen), moved them, and found none the second time`);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';

describe('mail in configuration', () => {
  it('is off by default, and with an address but no transport', () => {
    expect(loadConfig({}).mailIn).toBeUndefined();
    expect(loadConfig({ MAIL_IN_ADDRESS: 'support@example.com' }).mailIn).toBeUndefined();
  });

  it('listens on the port given, relays from loopback unless told', () => {
    const { mailIn } = loadConfig({ MAIL_IN_ADDRESS: 'support@example.com', MAIL_IN_SMTP_PORT: '2525', HOST: '0.0.0.0' });
    expect(mailIn).toEqual({
      address: 'support@example.com',
      smtp: { port: 2525, host: '0.0.0.0', allowedRelays: ['127.0.0.1', '::1'], maxBytes: 25 * 1024 * 1024 },
      imap: undefined,
    });
    expect(loadConfig({ MAIL_IN_ADDRESS: 'support@example.com', MAIL_IN_SMTP_PORT: '25', MAIL_IN_ALLOWED_RELAYS: '10.0.0.0/8, 2001:db8::/32' }).mailIn?.smtp?.allowedRelays).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
  });

  it('polls a mailbox with its sign-in', () => {
    const { mailIn } = loadConfig({ MAIL_IN_ADDRESS: 'support@example.com', MAIL_IN_IMAP_URL: 'imaps://mail.example.com:993', MAIL_IN_IMAP_USER: 'u', MAIL_IN_IMAP_PASSWORD: 'p', MAIL_IN_IMAP_POLL_SECONDS: '30' });
    expect(mailIn?.imap).toEqual({ url: 'imaps://mail.example.com:993', user: 'u', password: 'p', mailbox: 'INBOX', moveTo: undefined, pollMs: 30_000 });
    expect(mailIn?.smtp).toBeUndefined();
  });

  it('refuses a transport without an address, an IMAP URL without its sign-in, and relays that are not addresses', () => {
    expect(() => loadConfig({ MAIL_IN_SMTP_PORT: '2525' })).toThrow(/MAIL_IN_ADDRESS/);
    expect(() => loadConfig({ MAIL_IN_ADDRESS: 'support@example.com', MAIL_IN_IMAP_URL: 'imap://mail.example.com' })).toThrow(/MAIL_IN_IMAP_USER/);
    expect(() => loadConfig({ MAIL_IN_ADDRESS: 'support@example.com', MAIL_IN_SMTP_PORT: '25', MAIL_IN_ALLOWED_RELAYS: 'relay.example.com' })).toThrow(/MAIL_IN_ALLOWED_RELAYS/);
    expect(() => loadConfig({ MAIL_IN_ADDRESS: 'not an address', MAIL_IN_SMTP_PORT: '25' })).toThrow(/MAIL_IN_ADDRESS/);
  });
});

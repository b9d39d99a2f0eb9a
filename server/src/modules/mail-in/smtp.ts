import { BlockList, isIP, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { recipientKind } from '@/lib/reply-address.ts';
import type { Envelope } from './intake.ts';

export interface SmtpListenerOptions {
  host: string;
  port: number;
  /** IP addresses and CIDR ranges allowed to connect (the mail relays in front of the app). */
  allowedRelays: readonly string[];
  maxBytes: number;
  /** The support address: only it and its `+token` forms are accepted as recipients. */
  address: string;
  /** Stores the message durably; the SMTP answer (250) waits for it. Answers the row to process, or null. */
  store(raw: Buffer, envelope: Envelope): Promise<string | null>;
  /** Runs once the client has its 250. */
  afterAnswer(id: string): void;
  log: { warn(obj: object, msg: string): void };
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** IPv4 addresses written as IPv6 (::ffff:127.0.0.1) compare as IPv4. */
const plain = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

export function relayList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

/**
 * The SMTP listener (smtp-server): connections only from the allowed relays (554 otherwise), no
 * authentication, recipients only of the support address (550 otherwise), messages up to
 * `maxBytes` (552). The message is stored before the 250, and processed right after it.
 */
export function smtpListener(opts: SmtpListenerOptions) {
  const relays = relayList(opts.allowedRelays);
  const allowed = (address: string) => {
    const ip = plain(address);
    const kind = isIP(ip);
    return kind !== 0 && relays.check(ip, kind === 6 ? 'ipv6' : 'ipv4');
  };
  const server = new SMTPServer({
    name: 'customer-hub',
    banner: 'Customer Hub mail in',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: opts.maxBytes,
    logger: false,
    onConnect(session: SMTPServerSession, callback) {
      if (allowed(session.remoteAddress)) return callback();
      opts.log.warn({ remoteAddress: session.remoteAddress }, 'mail in: connection from an address not allowed to relay refused');
      return callback(smtpError('Relaying from this address is not allowed', 554));
    },
    onRcptTo(address, _session, callback) {
      if (recipientKind(opts.address, address.address).kind !== 'other') return callback();
      return callback(smtpError('No such recipient here', 550));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(`Message larger than ${opts.maxBytes} bytes`, 552));
        const envelope: Envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        opts
          .store(Buffer.concat(chunks), envelope)
          .then((id) => {
            callback();
            if (id) setImmediate(() => opts.afterAnswer(id));
          })
          .catch((err: unknown) => {
            opts.log.warn({ err }, 'mail in: a message could not be stored');
            callback(smtpError('Temporarily unable to accept the message', 451));
          });
      });
    },
  });
  return {
    server,
    listen: () =>
      new Promise<AddressInfo>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => {
          server.off('error', reject);
          resolve(server.server.address() as AddressInfo);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

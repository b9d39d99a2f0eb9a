// A mail catcher for the browser flows: an SMTP server the app sends to, and a small HTTP API
// the tests read received messages from (GET /messages). Started by playwright.config.ts.
import http from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 2526);
const messages: { to: string[]; subject: string; text: string; html: string; receivedAt: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks))
        .then((m) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: m.html ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/health') return void res.end('ok');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
  })
  .listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

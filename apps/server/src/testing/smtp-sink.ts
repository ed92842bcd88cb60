// A local SMTP server for the tests that mail for real (SMTP_URL): it keeps each message it
// receives, as text with quoted-printable undone, so a test reads what a mailbox would show.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message's text with quoted-printable undone (soft breaks, =XX bytes). */
const plain = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export type SmtpSink = {
  /** Every message received so far, headers and body, in arrival order. */
  received: string[];
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  close(): Promise<void>;
};

export const startSmtpSink = async (): Promise<SmtpSink> => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(plain(Buffer.concat(chunks).toString('latin1')));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

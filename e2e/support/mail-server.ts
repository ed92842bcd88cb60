import { spawn, type ChildProcess } from 'node:child_process';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/testing/smtp-sink.ts';

// A Rampart server of its own with a mail server, for the journeys that follow mailed links
// (issue 24 point 4). The shared e2e servers have no mail server, so registration needs no
// verification there; this one mails for real, to a local SMTP sink the test reads.

export type MailedRampart = {
  url: string;
  sink: SmtpSink;
  /** The newest message to the address whose text holds `match`, waiting up to 20 s for it. */
  mailTo(address: string, match: RegExp): Promise<string>;
  /** The first link in that message that matches. */
  linkIn(message: string, match: RegExp): string;
  close(): Promise<void>;
};

const waitFor = async <T>(what: string, read: () => Promise<T | null> | T | null, ms: number) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Starts the SMTP sink and `e2e/serve.mjs` on `port` with an empty installation. */
export const startMailedRampart = async (port: number): Promise<MailedRampart> => {
  const sink = await startSmtpSink();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['e2e/serve.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_DEMO: '0',
      PORT: String(port),
      PUBLIC_URL: url,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Rampart <rampart@e2e.rampart.test>',
      LOG_LEVEL: 'warn',
      TEST_PASSWORD_HASHER: 'fast',
      TZ: 'UTC',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    'the mailing server to start',
    async () => {
      if (child.exitCode !== null) throw new Error('the mailing server stopped');
      const res = await fetch(`${url}/api/health`).catch(() => null);
      return res?.ok ? true : null;
    },
    120_000,
  );
  const mailTo = (address: string, match: RegExp) =>
    waitFor(
      `a mail to ${address} matching ${match}`,
      () =>
        sink.received.findLast(
          (m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`) && match.test(m),
        ) ?? null,
      20_000,
    );
  const linkIn = (message: string, match: RegExp) => {
    const link = message.match(/https?:\/\/\S+/g)?.find((l) => match.test(l));
    if (!link) throw new Error(`no link matching ${match} in:\n${message}`);
    return link;
  };
  return {
    url,
    sink,
    mailTo,
    linkIn,
    async close() {
      child.kill('SIGTERM');
      await exited;
      await sink.close();
    },
  };
};

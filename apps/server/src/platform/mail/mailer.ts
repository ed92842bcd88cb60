import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a scheduled report's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/** A mailer when SMTP_URL is set; without it Rampart shows links instead of mailing them. */
export const createMailer = (config: Config): Mailer | null => {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
};

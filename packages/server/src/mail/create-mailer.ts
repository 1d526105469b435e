import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { mailboxFileName } from './mailbox-file-name';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The sender's display name for this message (the job board's name), with the configured
   * sender's address; without it the configured sender as it is.
   */
  fromName?: string;
  /** Files on this server's disk (such as an applicant's CV), attached under `filename`. */
  attachments?: { filename: string; path: string }[];
}

export interface Mailer {
  /** Resolves once the message is written (file transport) or accepted by the SMTP server. */
  send(message: MailMessage): Promise<void>;
  /** Closes SMTP connections; the mailer is not used afterwards. */
  close(): void;
}

export interface MailerOptions {
  /** Without `smtpUrl`, messages are written as .eml files to `${dataDir}/mail/`. */
  dataDir: string;
  /** For example `smtp://user:pass@smtp.example.com:587` or `smtps://…:465`. */
  smtpUrl?: string;
  /**
   * Sender of every message.
   * @default 'Jobboard <no-reply@localhost>'
   */
  from?: string;
}

const defaultFrom = 'Jobboard <no-reply@localhost>';

/**
 * Sends mail through nodemailer: over SMTP when `smtpUrl` is given, else into .eml files under
 * the data folder, where a developer can open them in any mail program.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? defaultFrom;
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: sender(from, message.fromName),
          ...(await composable(message)),
        });
      },
      close: () => transport.close(),
    };
  }
  const folder = resolve(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: sender(from, message.fromName),
        ...(await composable(message)),
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail transport returned no message');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, mailboxFileName()), info.message, { flag: 'wx' });
    },
    close: () => transport.close(),
  };
}

/** The configured sender (`Name <address>` or an address) under the message's display name. */
function sender(
  from: string,
  name: string | undefined,
): string | { name: string; address: string } {
  if (!name) return from;
  return { name, address: /<([^>]+)>/.exec(from)?.[1] ?? from.trim() };
}

/**
 * The message in nodemailer's terms. Attachments are read here rather than handed over as
 * paths because nodemailer would also fetch a path that is a URL.
 */
async function composable(message: MailMessage) {
  const attachments = await Promise.all(
    (message.attachments ?? []).map(async ({ filename, path }) => ({
      filename,
      content: await readFile(path),
    })),
  );
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    attachments,
  };
}

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { readMailbox } from './read-mailbox';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jobboard-mail-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('file transport', () => {
  it('writes an .eml file with headers, text, html and the attachment', async () => {
    const cv = join(dataDir, 'stored-cv.pdf');
    await writeFile(cv, '%PDF-1.4 Ana');
    const mailer = createMailer({ dataDir, from: 'Board <jobs@example.com>' });
    await mailer.send({
      to: 'Ana Pop <ana@example.com>',
      subject: 'Sollicitatie ontvangen — Ștefan',
      text: 'Hallo Ștefan,\n\nWe hebben je sollicitatie ontvangen.',
      html: '<p>Hallo Ștefan</p>',
      replyTo: 'hr@example.com',
      attachments: [{ filename: 'CV Ana.pdf', path: cv }],
    });
    mailer.close();

    const [message, ...others] = await readMailbox(dataDir);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      to: 'Ana Pop <ana@example.com>',
      subject: 'Sollicitatie ontvangen — Ștefan',
      text: 'Hallo Ștefan,\n\nWe hebben je sollicitatie ontvangen.',
    });
    expect(message?.file).toBe(join(dataDir, 'mail', basename(message?.file ?? '')));
    const raw = await readFile(message?.file ?? '', 'latin1');
    expect(raw).toMatch(/^From: Board <jobs@example\.com>\r\n/m);
    expect(raw).toMatch(/^Reply-To: hr@example\.com\r\n/m);
    expect(raw).toMatch(/^Message-ID: <.+>\r\n/m);
    expect(raw).toMatch(/^Date: .+\r\n/m);
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?CV Ana\.pdf"?/);
    expect(raw).toContain(Buffer.from('%PDF-1.4 Ana').toString('base64'));
  });

  it.each([
    ['a named sender', 'Board <jobs@example.com>'],
    ['a bare address', 'jobs@example.com'],
  ])("sends under the message's display name with %s's address", async (_name, from) => {
    const mailer = createMailer({ dataDir, from });
    await mailer.send({ to: 'ana@example.com', subject: 'Hi', text: 'Hi', fromName: 'Acme Jobs' });
    await mailer.send({ to: 'ana@example.com', subject: 'Hi', text: 'Hi' });
    mailer.close();
    const files = (await readMailbox(dataDir)).map((message) => message.file);
    const [named, plain] = await Promise.all(files.map((file) => readFile(file, 'latin1')));
    expect(named).toMatch(/^From: Acme Jobs <jobs@example\.com>\r\n/m);
    expect(plain).toMatch(
      new RegExp(`^From: ${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r\n`, 'm'),
    );
  });

  it('names files so that they sort in sending order', async () => {
    const mailer = createMailer({ dataDir });
    for (const subject of ['first', 'second', 'third', 'fourth']) {
      await mailer.send({ to: 'a@example.com', subject, text: subject });
    }
    const messages = await readMailbox(dataDir);
    expect(messages.map((m) => m.subject)).toEqual(['first', 'second', 'third', 'fourth']);
    const names = messages.map((m) => basename(m.file));
    expect(new Set(names).size).toBe(4);
    for (const name of names)
      expect(name).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-[0-9a-f]{8}\.eml$/);
  });

  it('keeps a line break in the subject from adding headers', async () => {
    const mailer = createMailer({ dataDir });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      text: 'x',
    });
    const [message] = await readMailbox(dataDir);
    const raw = await readFile(message?.file ?? '', 'latin1');
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  it('fails and writes nothing when an attachment is missing', async () => {
    const mailer = createMailer({ dataDir });
    await expect(
      mailer.send({
        to: 'a@example.com',
        subject: 'x',
        text: 'x',
        attachments: [{ filename: 'cv.pdf', path: join(dataDir, 'missing.pdf') }],
      }),
    ).rejects.toThrow(/ENOENT/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('reads an empty mailbox before anything was sent', async () => {
    expect(await readMailbox(dataDir)).toEqual([]);
  });
});

interface SmtpSession {
  commands: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321) on loopback to receive one message per session. */
async function startSmtpServer(rejectRecipient = false) {
  const sessions: SmtpSession[] = [];
  const server: Server = createServer((socket: Socket) => {
    const session: SmtpSession = { commands: [], data: '' };
    sessions.push(session);
    let buffer = '';
    let inData = false;
    socket.setEncoding('latin1');
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          session.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        session.commands.push(line);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT' && rejectRecipient) socket.write('550 5.1.1 no such user\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    sessions,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP transport', () => {
  it('delivers the message to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ dataDir, smtpUrl: smtp.url, from: 'jobs@example.com' });
    try {
      await mailer.send({ to: 'ana@example.com', subject: 'Welkom', text: 'Hallo Ana' });
    } finally {
      mailer.close();
      await smtp.close();
    }
    const [session] = smtp.sessions;
    expect(session?.commands).toEqual(
      expect.arrayContaining(['MAIL FROM:<jobs@example.com>', 'RCPT TO:<ana@example.com>', 'DATA']),
    );
    expect(session?.data).toMatch(/^Subject: Welkom\r\n/m);
    expect(session?.data).toContain('Hallo Ana');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('rejects when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer(true);
    const mailer = createMailer({ dataDir, smtpUrl: smtp.url });
    try {
      await expect(
        mailer.send({ to: 'nobody@example.com', subject: 'x', text: 'x' }),
      ).rejects.toThrow(/no such user|550/);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

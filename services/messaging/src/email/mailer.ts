import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@koalarent/core';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One e-mail in the local mailbox, as the development page and the tests read it. */
export interface MailboxEntry extends OutgoingMail {
  id: string;
  createdAt: string;
  links: string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Real MIME via nodemailer either way: over SMTP in production, or, by default, rendered by nodemailer's stream
 * transport and written to the local mailbox as `<id>.eml` plus `<id>.json` (written via rename, so a reader
 * never sees half a file).
 */
export function createMailer(config: Config): Mailer {
  if (config.MAIL_TRANSPORT === 'smtp') {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      const id = `${Date.now()}-${randomUUID().slice(0, 8)}`;
      const entry: MailboxEntry = {
        id,
        createdAt: new Date().toISOString(),
        ...mail,
        links: [...new Set(mail.text.match(LINK) ?? [])],
      };
      await mkdir(config.mailboxDir, { recursive: true });
      await writeFile(path.join(config.mailboxDir, `${id}.eml`), info.message as Buffer);
      const tmp = path.join(config.mailboxDir, `.${id}.json.tmp`);
      await writeFile(tmp, JSON.stringify(entry, null, 2));
      await rename(tmp, path.join(config.mailboxDir, `${id}.json`));
    },
    close: () => transport.close(),
  };
}

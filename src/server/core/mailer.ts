/**
 * Outgoing email (password-reset links, word to the sender of a reviewed submission). SMTP when SMTP_URL is set;
 * MAIL_OUTBOX_DIR writes each message to a file instead (development and the browser tests); with neither, the
 * message goes to the log at warn level so the operator can pass the link on.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, Message-ID). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  settings: Pick<Config['mail'], 'smtpUrl' | 'from' | 'outboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (settings.outboxDir) {
    const dir = settings.outboxDir;
    return {
      async send(mail) {
        await fs.mkdir(dir, { recursive: true });
        const name = `${Date.now()}-${randomBytes(4).toString('hex')}`;
        const body = JSON.stringify({ from: settings.from, ...mail, sent_at: new Date().toISOString() });
        // Written aside and renamed, so a reader never sees half a message.
        await fs.writeFile(path.join(dir, `${name}.tmp`), body);
        await fs.rename(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.json`));
      },
    };
  }
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          // The outbox's own Message-ID, the same on every attempt: a message sent twice is seen as one.
          ...(mail.headers?.['Message-ID'] ? { messageId: mail.headers['Message-ID'] } : {}),
          ...(mail.headers ? { headers: withoutMessageId(mail.headers) } : {}),
        });
      },
    };
  }
  return {
    async send(mail) {
      log.warn(
        { to: mail.to },
        `No SMTP_URL set, so this email was not sent. ${mail.subject}:\n${mail.text}`,
      );
    },
  };
}

function withoutMessageId(headers: Record<string, string>): Record<string, string> {
  const { 'Message-ID': _messageId, ...rest } = headers;
  return rest;
}

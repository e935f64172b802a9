/**
 * The e2e server writes its email to a folder (MAIL_OUTBOX_DIR) instead of sending it; tests read it here.
 * One folder per port, so runs on different ports never read each other's mail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const outboxDir = (port: number) => path.join(os.tmpdir(), `koa-e2e-outbox-${port}`);

/** The port of the server playwright.config.ts starts (the same default). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest message to `to` (whose subject matches `subject`, when given), waiting for it to arrive (the server
 * sends after it answers).
 */
export async function waitForMail(
  port: number,
  to: string,
  { subject, timeoutMs = 5000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<Mail> {
  const dir = outboxDir(port);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    const mails = files
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)));
    if (mails.length) return mails[mails.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} in ${dir}`);
}

/** The first web address in a message. */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in: ${mail.text}`);
  return match[0];
}

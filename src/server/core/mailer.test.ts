import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer.ts';

/** Just enough of an SMTP server on this machine to receive one message. */
async function smtpSink() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const silentLog = () =>
  ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('outgoing email', () => {
  it('sends through SMTP_URL', async () => {
    const sink = await smtpSink();
    try {
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
          from: 'Koa Registry <aloha@koa.example>',
          outboxDir: null,
        },
        silentLog(),
      );
      await mailer.send({ to: 'kai@example.org', subject: 'Reset', text: 'Go to https://koa.example/x' });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0].from).toContain('aloha@koa.example');
      expect(sink.received[0].to.join()).toContain('kai@example.org');
      expect(sink.received[0].data).toContain('https://koa.example/x');
    } finally {
      await sink.close();
    }
  });

  it('logs the message at warn level for the operator when no SMTP is configured', async () => {
    const log = silentLog();
    const mailer = createMailer({ smtpUrl: null, from: 'aloha@koa.example', outboxDir: null }, log);
    await mailer.send({
      to: 'kai@example.org',
      subject: 'Reset',
      text: 'https://koa.example/forgot-password?token=t',
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0][1])).toContain('https://koa.example/forgot-password?token=t');
  });
});

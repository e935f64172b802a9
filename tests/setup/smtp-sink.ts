/**
 * A small SMTP server for tests: it takes every message (no TLS, no authentication), records each one's
 * Message-ID and subject as it accepts it, and can wait before accepting, or never accept, so a sender can be
 * stopped mid-send. Enough of RFC 5321 for nodemailer.
 */
import net from 'node:net';

export interface Received {
  messageId: string;
  subject: string;
  to: string;
}

export interface SmtpSink {
  url: string;
  received: Received[];
  /** Called with each message's data before it is accepted; what it returns is awaited (never resolve: stall). */
  beforeAccept: (data: string) => Promise<void> | void;
  close: () => Promise<void>;
}

const header = (data: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(data.split('\r\n\r\n')[0])?.[1].trim() ?? '';

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = {
    url: '',
    received: [],
    beforeAccept: () => undefined,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let to = '';
    const onLine = async (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
      else if (verb === 'MAIL') socket.write('250 OK\r\n');
      else if (verb === 'RCPT') {
        to = /<([^>]*)>/.exec(line)?.[1] ?? '';
        socket.write('250 OK\r\n');
      } else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go on\r\n');
      } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
      else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('502 not here\r\n');
    };
    socket.on('data', async (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          await sink.beforeAccept(data);
          if (socket.destroyed) return;
          sink.received.push({ messageId: header(data, 'Message-ID'), subject: header(data, 'Subject'), to });
          socket.write('250 accepted\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        await onLine(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return sink;
}

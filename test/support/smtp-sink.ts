import { createServer, type AddressInfo, type Server } from 'node:net';

/** A mail relay on loopback that accepts every message and keeps it in memory, for tests. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  /** The messages received, as their raw DATA text. */
  readonly messages: string[];
  close(): Promise<void>;
}

/**
 * Speaks just enough SMTP (RFC 5321: greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for a
 * client such as nodemailer to hand over a message without TLS or authentication.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 OK queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
          else if (verb === 'DATA') {
            data = [];
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
          else socket.write('250 OK\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

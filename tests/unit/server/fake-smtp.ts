import { createServer, type Server, type Socket } from 'node:net';

/** One message an SMTP client handed over: the envelope and the raw message (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A listening SMTP receiver for tests: its smtp:// address, what it received, and how to stop it. */
export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Answers one SMTP conversation (RFC 5321's commands a client sends without extensions), recording each message. */
function converse(socket: Socket, received: ReceivedMail[]): void {
  let buffer = '';
  let inData = false;
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake-smtp.test ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        received.push(mail);
        mail = { from: '', to: [], data: '' };
        inData = false;
        reply('250 2.0.0 queued');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250 fake-smtp.test');
      else if (verb === 'HELO') reply('250 fake-smtp.test');
      else if (verb === 'MAIL') { mail.from = /<([^>]*)>/.exec(line)?.[1] ?? ''; reply('250 2.1.0 ok'); }
      else if (verb === 'RCPT') { mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? ''); reply('250 2.1.5 ok'); }
      else if (verb === 'DATA') { inData = true; reply('354 end with <CRLF>.<CRLF>'); }
      else if (verb === 'QUIT') { reply('221 2.0.0 bye'); socket.end(); return; }
      else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
      else reply('502 5.5.2 not implemented');
    }
  });
}

/** Starts an SMTP receiver on a free local port. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    converse(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }),
  };
}

// A tiny SMTP server that accepts every message and keeps its recipients and subject: where the instances
// send their mail (SMTP_URL=smtp://127.0.0.1:<port>) when a scenario counts the emails each guest got.
// Only what nodemailer speaks without TLS or auth: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
import net from 'node:net';

export type SunkMail = { to: string[]; subject: string };

export const startSmtpSink = async () => {
  const mails: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let to: string[] = [];
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line !== '.') {
            data.push(line);
            continue;
          }
          const subject =
            data.find((header) => /^subject:/i.test(header))?.replace(/^subject:\s*/i, '') ?? '';
          mails.push({ to, subject });
          data = null;
          to = [];
          reply('250 OK queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET') {
          to = [];
          reply('250 OK');
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /** How many emails `address` got. */
    countTo: (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase())).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

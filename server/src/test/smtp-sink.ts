// A tiny SMTP server for tests of mail sending across processes: it speaks just enough SMTP for
// nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT, no extensions) and keeps each message it accepted,
// with its recipient, Message-ID and the name its sender gave in EHLO. `beforeAccept` runs once a
// message's data is in, before the 250 that accepts it: a test kills the sender there, or right after.
import net from 'node:net';

export type SinkMessage = {
  to: string;
  messageId: string;
  subject: string;
  /** The name the sender gave in EHLO/HELO (nodemailer's `name` option: `?name=` in the SMTP URL). */
  client: string;
};

export type SmtpSink = {
  url: string;
  /** The messages answered 250, in that order. */
  accepted: SinkMessage[];
  close: () => Promise<void>;
};

const header = (data: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(data)?.[1]?.trim() ?? '';

/** One connection's state: the message being read (after DATA), its recipient, the sender's EHLO name. */
type Session = { data: string[] | null; to: string; client: string };

/** Answers one SMTP command outside DATA. */
const onCommand = (session: Session, line: string, reply: (line: string) => void, socket: net.Socket) => {
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') {
    session.client = line.slice(5).trim();
    reply('250 sink');
  } else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
  else if (verb === 'RCPT') {
    session.to = /<([^>]*)>/.exec(line)?.[1] ?? '';
    reply('250 2.1.5 ok');
  } else if (verb === 'DATA') {
    session.data = [];
    reply('354 go ahead');
  } else if (verb === 'QUIT') {
    reply('221 bye');
    socket.end();
  } else reply('502 5.5.2 not implemented');
};

export const startSmtpSink = async (
  options: {
    /** Resolves when the message may be accepted; `false` drops the connection instead (never accepted). */
    beforeAccept?: (message: SinkMessage, index: number) => Promise<boolean> | boolean;
    /** Runs just after a message was answered 250. */
    afterAccept?: (message: SinkMessage, index: number) => void;
  } = {},
): Promise<SmtpSink> => {
  const accepted: SinkMessage[] = [];
  const sockets = new Set<net.Socket>();
  let seen = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    const session: Session = { data: null, to: '', client: '' };
    // one line at a time, in order, even while a message waits for beforeAccept
    let queue = Promise.resolve();
    const onLine = async (line: string) => {
      if (session.data) {
        if (line !== '.') {
          session.data.push(line.startsWith('..') ? line.slice(1) : line);
          return;
        }
        const text = session.data.join('\n');
        session.data = null;
        const message = {
          to: session.to,
          messageId: header(text, 'Message-ID'),
          subject: header(text, 'Subject'),
          client: session.client,
        };
        const index = seen++;
        if (options.beforeAccept && !(await options.beforeAccept(message, index))) {
          socket.destroy();
          return;
        }
        accepted.push(message);
        reply('250 2.0.0 accepted');
        options.afterAccept?.(message, index);
        return;
      }
      onCommand(session, line, reply, socket);
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        queue = queue.then(() => onLine(line));
        end = buffer.indexOf('\r\n');
      }
    });
    reply('220 sink ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

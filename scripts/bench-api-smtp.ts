/**
 * A local SMTP sink for `bench-api.ts`: accepts every mail and counts deliveries per recipient.
 * `stop()` closes the port (connections are refused, as when a mail server is down) and `start()`
 * opens it again on the same port. Just enough SMTP for nodemailer: EHLO/HELO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT. `bench-mail.ts` gives it a reply latency (a mail server across a network) and
 * hears of each delivery as it happens.
 */
import net from 'node:net';

export type SmtpSink = {
  port: number;
  deliveries: Map<string, number>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A fixed port below the ephemeral range: a random one, once closed, may be taken by an outgoing
 * connection before the sink opens it again.
 */
export async function createSmtpSink(
  port = 13302,
  opts: { latencyMs?: number; onDelivery?: (to: string) => void } = {},
): Promise<SmtpSink> {
  const latencyMs = opts.latencyMs ?? 0;
  const deliveries = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const closeWhenIdle = new Map<net.Socket, () => void>();
  let server: net.Server | undefined;

  const session = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      closeWhenIdle.delete(socket);
    });
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    closeWhenIdle.set(socket, () => {
      if (!inData) socket.destroy();
    });
    let recipients: string[] = [];
    // Replies keep their order: each waits the same latency.
    const write = (text: string) =>
      latencyMs > 0 ? setTimeout(() => socket.writable && socket.write(text), latencyMs) : socket.write(text);
    const say = (line: string) => write(`${line}\r\n`);
    say('220 bench-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of recipients) {
            deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
            opts.onDelivery?.(to);
          }
          recipients = [];
          say('250 queued');
          // Going down: a message already taken is answered first, or the sender would send it again.
          if (!server) socket.end();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') write('250-bench-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'NOOP') say('250 ok');
        else if (verb === 'RSET') {
          recipients = [];
          say('250 ok');
        } else if (verb === 'RCPT') {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          // The message may end in this same chunk (nodemailer pipelines when it can).
          if (buffer.length === 0) buffer = '\r\n';
          else buffer = `\r\n${buffer}`;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
          return;
        } else say('502 not implemented');
      }
    });
  };

  const sink: SmtpSink = {
    port,
    deliveries,
    start: () =>
      new Promise((resolve, reject) => {
        if (server) return resolve();
        server = net.createServer(session);
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) return resolve();
        // Refuse new connections at once; a session in the middle of a message finishes it first.
        closing.close(() => resolve());
        for (const s of sockets) closeWhenIdle.get(s)?.();
      }),
  };
  await sink.start();
  return sink;
}

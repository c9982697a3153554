import net from 'node:net';

/**
 * A TCP relay in front of a PostgreSQL server that can hold back what the server sends to the
 * connections that LISTEN: notifications arrive late, as they may to a process on a busy machine
 * or behind a slow network, while every other connection goes on as usual.
 */
export async function startPgProxy(target: string) {
  const to = new URL(target);
  let holding = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    let listens = false;
    client.on('data', (chunk) => {
      // The statement's text travels as is in the protocol's query message.
      if (chunk.includes('LISTEN ')) listens = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (holding && listens) held.push(() => client.write(chunk));
      else client.write(chunk);
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.end());
    upstream.on('close', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** From now on, what the server sends to listening connections waits for `release`. */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      this.release();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

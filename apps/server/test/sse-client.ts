/**
 * A server-sent events client for tests and the leaderboard benchmark: `fetch` with
 * `Accept: text/event-stream` (as the web app opens the signed-in stream), parsed as a browser's
 * EventSource would. `next` waits for the next event of a name, up to a timeout: never a fixed sleep.
 */
export type SseEvent = { event: string; data: string; retry?: number };

export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  let comments = 0;

  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const parse = (block: string) => {
    const event: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments++;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') event.retry = Number(value);
      else continue;
      any = true;
    }
    if (any) queue.push({ ...event, data: data.join('\n') });
  };

  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // Aborted by `close`, or the server ended the connection.
      }
      ended = true;
      wake();
    })();
  } else {
    ended = true;
  }

  const waitFor = (ready: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        if (ready()) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });

  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    /** The next event named `name` (earlier events of other names are dropped). */
    async next(name: string, timeoutMs = 3000): Promise<SseEvent> {
      let found: SseEvent | undefined;
      await waitFor(
        () => {
          while (!found && queue.length > 0) {
            const e = queue.shift() as SseEvent;
            if (e.event === name) found = e;
          }
          return Boolean(found) || ended;
        },
        timeoutMs,
        `${name} event`,
      );
      if (!found) throw new Error(`stream ended before a ${name} event`);
      return found;
    },
    /** Resolves when the server ends the stream. */
    ended: (timeoutMs = 3000) => waitFor(() => ended, timeoutMs, 'end of stream'),
    comments: () => comments,
    close() {
      controller.abort();
    },
  };
}
export type SseClient = Awaited<ReturnType<typeof openSse>>;

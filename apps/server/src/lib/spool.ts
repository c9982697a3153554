import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A temporary directory for one request's upload, removed with what is in it when `task` ends. */
export async function withTempDir<T>(task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rally-upload-'));
  try {
    return await task(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Streams an upload to `file` instead of holding it in memory. Its first `headBytes` (or all of a
 * shorter file) go to `checkHead`, which types the file by content and answers the most bytes it may
 * have; the stream is cut off with `tooLarge()` as soon as it passes them, so a refused file is not
 * written to its end. Answers the file's size and head.
 */
export async function spoolToFile(
  source: Readable,
  file: string,
  opts: { headBytes: number; checkHead: (head: Buffer) => Promise<number>; tooLarge: () => Error },
) {
  let head = Buffer.alloc(0);
  let size = 0;
  let limit: number | undefined;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      const checked = async () => {
        if (limit === undefined && head.length < opts.headBytes) {
          head = Buffer.concat([head, chunk.subarray(0, opts.headBytes - head.length)]);
          if (head.length === opts.headBytes) limit = await opts.checkHead(head);
        }
        if (limit !== undefined && size > limit) throw opts.tooLarge();
        return chunk;
      };
      checked().then((c) => done(null, c), done);
    },
    flush(done) {
      if (limit !== undefined || size === 0) return done();
      opts.checkHead(head).then((max) => done(size > max ? opts.tooLarge() : null), done);
    },
  });
  await pipeline(source, meter, createWriteStream(file));
  return { size, head };
}

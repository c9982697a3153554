import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed by their own formats. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of
 * a built app, once at build time, so the server sends compressed files without compressing per
 * request (it picks the copy by the request's Accept-Encoding: @fastify/static `preCompressed`).
 * The page itself (index.html) is left out: the server fills the runtime configuration into it.
 * A copy that is not smaller is not written. Returns the files compressed.
 */
export function precompress(dir: string): { file: string; raw: number; br: number; gz: number }[] {
  const done: { file: string; raw: number; br: number; gz: number }[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name)) {
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
        done.push({ file: path.relative(dir, file), raw: raw.length, br: br.length, gz: gz.length });
      }
    }
  };
  walk(dir);
  return done;
}

/** The build step: compresses what the build wrote, after it wrote it. */
export const precompressPlugin: Plugin = {
  name: 'rally:precompress',
  apply: 'build',
  writeBundle(options) {
    if (options.dir) precompress(options.dir);
  },
};

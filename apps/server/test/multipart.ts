import type { TestContext } from './helpers.ts';

type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/**
 * A multipart/form-data body as a browser's FormData sends it, for `app.inject`. Each file part can
 * declare any content type, to show the server ignores the claim.
 */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined) form.append(p.name, String(p.data));
    else form.append(p.name, new Blob([p.data], p.contentType ? { type: p.contentType } : {}), p.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Posts `parts` to `url` as a browser's form does, with the caller's `headers` (their session). */
export async function postMultipart(
  t: TestContext,
  url: string,
  headers: Record<string, string>,
  parts: Part[],
) {
  const form = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a JPEG and of a WebP file: what the server looks at. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);

import sharp from 'sharp';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) =>
      typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p),
    ),
  );

/** A small real image of each accepted image type (decodable: the server makes a thumbnail of it). */
export async function images() {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } });
  return {
    'image/png': await base.clone().png().toBuffer(),
    'image/jpeg': await base.clone().jpeg().toBuffer(),
    'image/webp': await base.clone().webp().toBuffer(),
    'image/gif': await base.clone().gif().toBuffer(),
  };
}

/** The first bytes of each accepted non-image type: what the server types a file by. */
export const OTHERS = {
  'video/mp4': bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom', Buffer.alloc(64)),
  'video/webm': bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81, 1, 0x42, 0xf2, 0x81, 4, 0x42, 0xf3],
    [0x81, 8, 0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 4, 0x42, 0x85, 0x81, 2],
    Buffer.alloc(64),
  ),
  'application/pdf': bytes('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  'audio/mpeg': bytes([0xff, 0xfb, 0x90, 0x64], Buffer.alloc(400)),
  'audio/ogg': bytes('OggS', [0, 2], Buffer.alloc(20), [1, 30], '\x01vorbis', Buffer.alloc(64)),
  'audio/wav': bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', Buffer.alloc(64)),
};

/** A Windows executable, to be sent named and declared as a PNG. */
export const EXECUTABLE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], Buffer.alloc(200));
/** A real PNG's signature and header chunk, then bytes no image decoder can read. */
export async function brokenPng() {
  const png = (await images())['image/png'];
  return Buffer.concat([png.subarray(0, 33), Buffer.alloc(300, 7)]);
}
/** An HTML page: never stored, whatever it is called. */
export const HTML = bytes('<!doctype html><script>alert(1)</script>');

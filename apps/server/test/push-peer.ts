import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for tests (RFC 8030), written from the RFCs with node:crypto alone, never with the
 * library under test: it checks each request's VAPID header (RFC 8292: an ES256 JWT signed by the
 * server's public key, `aud` its own origin, `exp` within 24 hours) and decrypts the body as the
 * browser would (RFC 8291, aes128gcm, with the device's private key and auth secret).
 *
 * A device can answer as a push service does when it is gone (404, 410) or in trouble (500, 429,
 * 503, with or without `Retry-After`) for its next few messages, and may have subscribed with
 * another server key than the one the server signs with (the peer then answers 403, as push
 * services do for a VAPID key that is not the subscription's).
 */
export type PeerFailure = number | { status: number; retryAfter: string };

export type PeerDevice = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Messages decrypted for this device, parsed as JSON. */
  received: unknown[];
  /**
   * Statuses to answer before accepting again (e.g. `[500]`: fail once); a bare 429 says
   * `Retry-After: 1`, an object says its own.
   */
  failNext: PeerFailure[];
  /** Answers this status to every message from now on (404, 410: the subscription is gone). */
  goneWith?: 404 | 410;
};

type Device = PeerDevice & { ecdh: ECDH; auth: Buffer; subscribedWith: string };

/** A VAPID key pair as an operator would configure it (base64url: uncompressed public key, private scalar). */
export function vapidKeys() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
}

/** The key a request's VAPID header names (`k=`). */
const vapidKeyOf = (req: IncomingMessage) => /, k=([\w-]+)$/.exec(req.headers.authorization ?? '')?.[1];

export async function startPushPeer(vapidPublicKey: string) {
  const devices = new Map<string, Device>();
  /** Requests refused for a broken header or body: a test expects none. */
  const problems: string[] = [];
  let origin = '';

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const device = devices.get(req.url?.replace(/^\/push\//, '') ?? '');
    if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
    // A device subscribed with another key: its push service refuses ours (the scenario, not a fault).
    if (device.subscribedWith !== vapidPublicKey && vapidKeyOf(req) !== device.subscribedWith)
      return void res.writeHead(403).end('vapid: not the key of this subscription');
    const problem = checkVapid(req, origin, vapidPublicKey) ?? checkHeaders(req);
    if (problem) {
      problems.push(problem);
      return void res.writeHead(problem.startsWith('vapid') ? 403 : 400).end(problem);
    }
    if (device.goneWith) return void res.writeHead(device.goneWith).end();
    const fail = device.failNext.shift();
    if (typeof fail === 'number')
      return void res.writeHead(fail, fail === 429 ? { 'retry-after': '1' } : {}).end();
    if (fail) return void res.writeHead(fail.status, { 'retry-after': fail.retryAfter }).end();
    try {
      device.received.push(JSON.parse(decrypt(body, device).toString('utf8')));
    } catch (err) {
      problems.push(`body: ${(err as Error).message}`);
      return void res.writeHead(400).end();
    }
    res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    problems,
    /**
     * A device as a browser subscribes it: a fresh P-256 key pair and a 16-byte auth secret, with
     * the server's key (or `serverKey`: one the server no longer signs with).
     */
    device(serverKey = vapidPublicKey): PeerDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device: Device = {
        id,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        received: [],
        failNext: [],
        subscribedWith: serverKey,
      };
      devices.set(id, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushPeer = Awaited<ReturnType<typeof startPushPeer>>;

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function checkHeaders(req: IncomingMessage): string | undefined {
  if (req.headers['content-encoding'] !== 'aes128gcm') return 'content-encoding is not aes128gcm';
  if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return 'TTL missing';
  return undefined;
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. */
function checkVapid(req: IncomingMessage, origin: string, expectedKey: string): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
  if (!match) return 'vapid: no vapid authorization';
  const [, jwt = '', key = ''] = match;
  if (key !== expectedKey) return 'vapid: k is not the server key';
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'vapid: bad signature';
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return 'vapid: alg not ES256';
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (c.aud !== origin) return `vapid: aud ${c.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof c.exp !== 'number' || c.exp <= now || c.exp > now + 86_400) return 'vapid: exp out of range';
  if (!/^(mailto:|https:)/.test(c.sub ?? '')) return 'vapid: sub is not mailto: or https:';
  return undefined;
}

/** RFC 8291 section 3.4 and RFC 8188: one record, keyed from the device's key pair and auth secret. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not an uncompressed P-256 key');
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

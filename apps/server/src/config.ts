import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/**
 * The only place that reads `process.env` (STYLE habit 6). Parsed once at boot; a bad value stops
 * the process with one line per problem.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Which proxies' `X-Forwarded-For` to believe: `false` (none), `true` (any: only when nothing but a
 * proxy can reach the server), a hop count, or a comma-separated list of addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const list = v.split(',').map((a) => a.trim());
    const bad = list.filter((a) => !validCidr(a));
    if (bad.length === 0) return list;
    ctx.addIssue({
      code: 'custom',
      message: `true, false, a hop count, or addresses/CIDRs (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

export const DEFAULT_DEMO_PASSWORD = 'Rally-Demo-2026';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Rally <no-reply@rally.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_API_KEY: z.string().min(8).optional(),
  PUBLIC_API_SECRET: z.string().min(16).optional(),
  SEED_DEMO: bool.default(true),
  DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(1200),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LIVE_STREAMS_TOTAL: z.coerce.number().int().min(1).default(5000),
  /** Seconds; fractions allowed (tests). */
  LIVE_STREAM_MAX_SECONDS: z.coerce.number().positive().default(600),
  /** Sites that may embed `/rally/onboarding-iframe`: origins separated by spaces or commas. */
  ONBOARDING_FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  FILE_STORAGE: z.enum(['local', 'database', 's3']).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "letters, digits and !_.*'()/- only")
    .default(''),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** The VAPID key pair push messages are signed with (RFC 8292), base64url: both or neither. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url (43 characters)')
    .optional(),
  /** Who push services may contact about our messages: a mailto: or https: address. */
  VAPID_SUBJECT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
  /**
   * Push services accepted beyond the well-known ones (push/endpoint.ts): origins separated by
   * spaces or commas; http ones only outside production (a test's or a developer's local peer).
   */
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .default('')
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  /**
   * Addresses and CIDR ranges webhooks may reach although they are loopback, private or link-local
   * (areas/webhooks/address.ts): none by default. For an operator's own receivers and the tests.
   */
  WEBHOOK_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every(validCidr), 'addresses or CIDR ranges, separated by commas'),
  /**
   * Single sign-on (decision 0035): accept identity providers at plain-http issuers (openid-client's
   * `allowInsecureRequests`). Off by default and refused in production; for a test's local provider.
   */
  SSO_ALLOW_INSECURE_ISSUERS: bool.default(false),
});

/** `10.0.0.0/8`, `::1`, `192.168.1.7`: an IP address with an optional prefix length. */
function validCidr(value: string) {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  const max = family === 6 ? 128 : 32;
  return (
    family !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max))
  );
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  publicApiKey: string;
  publicApiSecret: string;
  seedDemo: boolean;
  demoPassword: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean | number | string[];
  /** Secrets to take from the database (DATABASE_URL set, not configured): see db/shared-secrets.ts. */
  sharedSecrets: SharedSecretName[];
  /** API calls a minute per signed-in user, and per address for calls made signed out. */
  rateLimitPerUser: number;
  rateLimitPerAddress: number;
  /**
   * Public live streams (decision 0009) one process holds open: per client address, in all, and
   * how long one lasts before the browser reconnects.
   */
  liveStreams: { perAddress: number; total: number; maxMs: number };
  /** Origins allowed to frame the onboarding iframe page (decision 0022); none by default. */
  onboardingFrameAncestors: string[];
  /**
   * Where uploaded files live (lib/storage.ts): `DATA_DIR/uploads`, or the database, which every
   * process on it reads (the default with DATABASE_URL).
   */
  fileStorage: 'local' | 'database' | 's3';
  /** The S3-compatible store's settings; set when `fileStorage` is `s3` (lib/storage-s3.ts). */
  s3: S3Config | undefined;
  /** Web Push (decision 0026): the VAPID keys and subject, and push services accepted beyond the known ones. */
  push: PushConfig;
  /** Webhooks (decision 0033): private addresses the operator lets them reach (`WEBHOOK_ALLOWED_ADDRESSES`). */
  webhooks: { allowedAddresses: string[] };
  /** Single sign-on (decision 0035): whether plain-http issuers are accepted (`SSO_ALLOW_INSECURE_ISSUERS`). */
  sso: { allowInsecureIssuers: boolean };
};

export type PushConfig = {
  /** base64url: the public key is what browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
  subject: string;
  extraOrigins: string[];
};

export type S3Config = {
  bucket: string;
  /** Another S3-compatible service than AWS (MinIO, Ceph, R2, ...); AWS itself when left out. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the AWS SDK's own chain (environment, profile, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, e.g. `rally/` to share a bucket. */
  prefix: string;
  /** Bucket in the path rather than the host name: what most self-hosted services need. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

export type SharedSecretName = 'jwt-secret' | 'public-api-secret' | 'vapid-keys';

/** How each shared secret is made when nobody gave it. */
export const newSecret: Record<SharedSecretName, () => string> = {
  'jwt-secret': () => randomBytes(48).toString('base64url'),
  'public-api-secret': () => randomBytes(24).toString('base64url'),
  // A key pair is made and kept as one value, so no process ever holds half of one pair and half of another.
  'vapid-keys': () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return `${publicKey}.${privateKey}`;
  },
};

/** The two halves of a kept `vapid-keys` value. */
export function vapidKeysOf(value: string) {
  const [publicKey = '', privateKey = ''] = value.split('.');
  return { publicKey, privateKey };
}

/** Secrets not given are generated once and kept in DATA_DIR, so restarts keep sessions valid. */
function keptSecret(dataDir: string, name: SharedSecretName): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = newSecret[name]();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** Who push services may write to: the configured subject, the site when it is https, else the sender's address. */
function vapidSubject(e: z.infer<typeof ZEnv>, appUrl: string) {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim();
  return `mailto:${address}`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither',
    );
  const vapidGiven = e.VAPID_PUBLIC_KEY !== undefined;
  // Several processes on one PostgreSQL server must sign and check with the same secrets: there,
  // a secret not given is kept in the database (filled in at start), not in this process's DATA_DIR.
  const sharedSecrets: SharedSecretName[] = e.DATABASE_URL
    ? [
        ...(e.JWT_SECRET ? [] : (['jwt-secret'] as const)),
        ...(e.PUBLIC_API_SECRET ? [] : (['public-api-secret'] as const)),
        ...(vapidGiven ? [] : (['vapid-keys'] as const)),
      ]
    : [];
  const secret = (name: SharedSecretName, given: string | undefined) =>
    given ?? (sharedSecrets.includes(name) ? '' : keptSecret(dataDir, name));
  const vapid = vapidKeysOf(
    secret('vapid-keys', vapidGiven ? `${e.VAPID_PUBLIC_KEY}.${e.VAPID_PRIVATE_KEY}` : undefined),
  );
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: secret('jwt-secret', e.JWT_SECRET),
    publicApiKey: e.PUBLIC_API_KEY ?? 'rally-web',
    publicApiSecret: secret('public-api-secret', e.PUBLIC_API_SECRET),
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    sharedSecrets,
    rateLimitPerUser: e.RATE_LIMIT_PER_USER,
    rateLimitPerAddress: e.RATE_LIMIT_PER_ADDRESS,
    liveStreams: {
      perAddress: e.LIVE_STREAMS_PER_ADDRESS,
      total: e.LIVE_STREAMS_TOTAL,
      maxMs: Math.round(e.LIVE_STREAM_MAX_SECONDS * 1000),
    },
    onboardingFrameAncestors: e.ONBOARDING_FRAME_ANCESTORS,
    fileStorage: e.FILE_STORAGE ?? (e.DATABASE_URL ? 'database' : 'local'),
    s3: e.FILE_STORAGE === 's3' ? s3Config(e) : undefined,
    push: { ...vapid, subject: vapidSubject(e, appUrl), extraOrigins: pushOrigins(e) },
    webhooks: { allowedAddresses: e.WEBHOOK_ALLOWED_ADDRESSES },
    sso: { allowInsecureIssuers: ssoInsecure(e) },
  };
}

/** A plain-http issuer would carry ID tokens and client secrets in clear: never in production. */
function ssoInsecure(e: z.infer<typeof ZEnv>) {
  if (e.NODE_ENV === 'production' && e.SSO_ALLOW_INSECURE_ISSUERS)
    throw new ConfigError('Invalid configuration:\n  SSO_ALLOW_INSECURE_ISSUERS: never in production');
  return e.SSO_ALLOW_INSECURE_ISSUERS;
}

/** A plain-http push service would carry the messages' metadata in clear: never in production. */
function pushOrigins(e: z.infer<typeof ZEnv>) {
  const plain = e.PUSH_ENDPOINT_ORIGINS.filter((o) => o.startsWith('http:'));
  if (e.NODE_ENV === 'production' && plain.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n  PUSH_ENDPOINT_ORIGINS: https only in production (not ${plain.join(', ')})`,
    );
  return e.PUSH_ENDPOINT_ORIGINS;
}

function s3Config(e: z.infer<typeof ZEnv>): S3Config {
  if (!e.S3_BUCKET)
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required with FILE_STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: e.S3_PREFIX,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

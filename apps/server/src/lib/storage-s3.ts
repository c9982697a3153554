import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { checkKey, type Storage } from './storage.ts';

/**
 * Bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...): every process reaches the same
 * objects, and the database stays small. Keys are the generated ids, under the configured prefix.
 */
export function createS3Storage(config: S3Config, client = s3Client(config)): Storage {
  const Bucket = config.bucket;
  const keyOf = (key: string) => {
    checkKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    async put(key, body, size) {
      const Key = keyOf(key);
      // A stream of known length is sent as it is read; one of unknown length would need a multipart
      // upload, so it is read into memory first (files here are at most tens of MB).
      if (!Buffer.isBuffer(body) && size !== undefined) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: size }));
        return;
      }
      const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      const Key = keyOf(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that holds nothing: deleting twice is not an error there either.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}

function s3Client(config: S3Config) {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Only what S3 requires: some S3-compatible services refuse the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

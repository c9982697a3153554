import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../src/config.ts';

/**
 * An S3-compatible server in this process (a maintained fork of s3rver), on a free port with a
 * bucket of its own in a temporary directory: the S3 driver is tested against real S3 requests
 * (signed, over HTTP), with nothing to install beside npm.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'rally-s3-'));
  const bucket = 'rally-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed development credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'uploads/',
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

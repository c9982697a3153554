import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

const failure = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) =>
  new ApiError({ status, code, message: code });

describe('which failed reads are asked again', () => {
  it('a lost connection and the server’s own trouble, twice at most', () => {
    expect(shouldRetry(0, failure(0, 'NETWORK'))).toBe(true);
    expect(shouldRetry(1, failure(503, 'UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(2, failure(0, 'NETWORK'))).toBe(false);
  });

  it('not a request that hung until its timeout: its error shows after one wait, not three', () => {
    expect(shouldRetry(0, failure(0, 'TIMEOUT'))).toBe(false);
  });

  it('not what the client sent or may not see', () => {
    expect(shouldRetry(0, failure(400, 'VALIDATION'))).toBe(false);
    expect(shouldRetry(0, failure(404, 'NOT_FOUND'))).toBe(false);
  });
});

import { randomBytes, randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * `n` UUID v7 ids for one bulk statement, in increasing order. `uuidv7()` draws its random bytes
 * from the system one id at a time (about 2 µs each: 20 ms for an upload of 10,000); here one draw
 * serves them all. Same layout: the current millisecond, then a counter from a random start, then
 * random bits.
 */
export function uuidv7Many(n: number): string[] {
  const random = randomFillSync(new Uint8Array(16 * n));
  const msecs = Date.now();
  // 30 random bits: the counter cannot overflow the 31 the layout holds within one call.
  const start =
    (((random[0] ?? 0) & 0x3f) << 24) | ((random[1] ?? 0) << 16) | ((random[2] ?? 0) << 8) | (random[3] ?? 0);
  return Array.from({ length: n }, (_, i) =>
    uuidv7({ random: random.subarray(i * 16, i * 16 + 16), msecs, seq: start + i }),
  );
}

/** Rows for one bulk statement, each with a fresh `id` first: one `uuidv7Many` draw for them all. */
export function withIds<T, R extends object>(items: T[], toRow: (item: T) => R) {
  const ids = uuidv7Many(items.length);
  return items.map((item, i) => ({ id: ids[i] as string, ...toRow(item) }));
}

/** A public link id: 128 random bits, URL-safe (22 characters). Not a UUID, so it says nothing about when it was made. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

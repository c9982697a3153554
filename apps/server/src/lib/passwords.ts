import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane (DESIGN section 4). These are
 * also @node-rs/argon2's defaults; they are spelled out so a library change cannot weaken them.
 * (The algorithm is a const enum we cannot import under isolatedModules; 2 = Argon2id.)
 */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS as Parameters<typeof hash>[1]);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so both cases take alike time. */
let dummy: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('rally-timing-equaliser');
  await verifyPassword(await dummy, password);
}

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** Refuses the ~50,000 most common passwords (zxcvbn's list), case-insensitively. */
export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

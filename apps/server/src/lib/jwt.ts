import { createHmac } from 'node:crypto';
import type { TRole } from '@rally/contracts/abilities';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rally/contracts/constants';
import { jwtVerify, SignJWT } from 'jose';

/** `fid`: the session (refresh-token family) the token belongs to, so signing out ends it at once. */
export type AccessClaims = {
  sub: string;
  role: TRole;
  cid: string;
  fid?: string;
  iat: number;
  /** When the token expires (seconds): how long its checked signature is kept (lib/access-cache.ts). */
  exp: number;
};

/** Access tokens: HS256 JWT, 10 minutes (DESIGN section 4). */
export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  // A separate key for derived tokens, so no derived value is ever a valid JWT signature.
  const deriveKey = createHmac('sha256', secret).update('rally:derived-tokens:v1').digest();
  return {
    /**
     * A token computed from another with the server secret: the same input always gives the same
     * token, and nobody without the secret can compute it (refresh-token successors, decision 0011).
     */
    derive(purpose: string, value: string): string {
      return createHmac('sha256', deriveKey).update(`${purpose}\0${value}`).digest('base64url');
    },
    sign(claims: { sub: string; role: TRole; cid: string; fid?: string }): Promise<string> {
      return (
        new SignJWT({ role: claims.role, cid: claims.cid, ...(claims.fid ? { fid: claims.fid } : {}) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          // Millisecond precision (RFC 7519 allows fractional NumericDates), so ending sessions refuses
          // a token issued a moment earlier in the same second (access plugin, sessions_valid_after).
          .setIssuedAt(Date.now() / 1000)
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key)
      );
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
        if (typeof payload.exp !== 'number') return null;
        return {
          sub: payload.sub,
          role: payload.role as TRole,
          cid: payload.cid as string,
          ...(typeof payload.fid === 'string' ? { fid: payload.fid } : {}),
          iat: payload.iat,
          exp: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;

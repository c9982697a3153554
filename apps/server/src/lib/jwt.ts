import type { TRole } from '@rally/contracts/abilities';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rally/contracts/constants';
import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sub: string; role: TRole; cid: string; iat: number };

/** Access tokens: HS256 JWT, 10 minutes (DESIGN section 4). */
export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: { sub: string; role: TRole; cid: string }): Promise<string> {
      return (
        new SignJWT({ role: claims.role, cid: claims.cid })
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
        return {
          sub: payload.sub,
          role: payload.role as TRole,
          cid: payload.cid as string,
          iat: payload.iat,
        };
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;

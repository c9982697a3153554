import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (reset links, codes) never reach the logs. */
const SECRET_PARAMS = /([?&](?:id|token|code|refreshToken|secret)=)[^&]*/gi;
export const safeUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[REDACTED]');

/** pino options: JSON logs with request ids; tokens, codes, secrets and passwords redacted. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-secret"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.accessToken',
        '*.refreshToken',
        '*.resetToken',
        '*.token',
        '*.code',
        '*.secret',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: safeUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}

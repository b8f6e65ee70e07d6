import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Structured JSON logs; secrets and personal data never reach them in clear. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.captchaanswer',
        'res.headers["set-cookie"]',
        // At the top of a line and one level down (`{ body: { iban } }`).
        ...['iban', 'ibanNumber', 'password', 'emiratesIdNumber'].flatMap((key) => [key, `*.${key}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({
        method: req.method,
        // Query strings can carry tokens and personal data: log the path only.
        url: typeof req.url === 'string' ? req.url.split('?')[0] : req.url,
        pageCode: (req as { pageCode?: string }).pageCode,
      }),
    },
  };
}

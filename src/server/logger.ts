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
        '*.iban',
        '*.ibanNumber',
        '*.password',
        '*.emiratesIdNumber',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({
        method: req.method,
        // Query strings can carry tokens and personal data: log the path only.
        url: typeof req.url === 'string' ? req.url.split('?')[0] : req.url,
        pageCode: (req as unknown as { pageCode?: string }).pageCode,
      }),
    },
  };
}

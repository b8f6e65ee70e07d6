import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

/** The @fastify/helmet options app.ts used before the headers were written out once. */
function helmetOptions(gtm: boolean) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(gtm ? ['https://www.googletagmanager.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(gtm ? ['https://www.google-analytics.com'] : [])],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

async function helmetHeaders(gtm: boolean): Promise<Record<string, unknown>> {
  const app = Fastify();
  await app.register(helmet, helmetOptions(gtm));
  app.get('/', () => ({ ok: true }));
  const { headers } = await app.inject('/');
  await app.close();
  const ignored = new Set(['content-type', 'content-length', 'date', 'connection']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !ignored.has(name)));
}

describe('securityHeaders', () => {
  it.each([false, true])('are exactly what @fastify/helmet sends with our options (GTM %s)', async (gtm) => {
    expect({ ...securityHeaders({ gtm }) }).toEqual(await helmetHeaders(gtm));
  });
});

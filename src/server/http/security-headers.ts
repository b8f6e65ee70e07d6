import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { START_SCRIPT_HASH } from '../web/ssr/first-paint.js';

/**
 * The headers helmet sets for these options, computed once at start: our policies have no
 * per-request part (no CSP nonce), so every answer gets the same headers, and the server's
 * onRequest hook sets them as one object. @fastify/helmet instead builds a new helmet, and parses
 * the CSP directives again, on every request (docs/decisions/2026-11-23-libraries.md).
 */
function headersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

const shared = {
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const satisfies HelmetOptions;

/** The pages: the site's own scripts, styles, media and, when configured, the tag manager. */
export function pageSecurityHeaders({ gtm }: { gtm: boolean }): Readonly<Record<string, string>> {
  return headersOf({
    ...shared,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the one that starts a server-rendered page after its first paint.
        scriptSrc: ["'self'", START_SCRIPT_HASH, ...(gtm ? ['https://www.googletagmanager.com'] : [])],
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
  });
}

/**
 * The API's answers (JSON, and the files some calls send): nothing may be framed, run or loaded
 * from them (OWASP REST Security Cheat Sheet). Headers that only mean something for a document a
 * browser displays (COOP, Origin-Agent-Cluster, DNS prefetch, IE's download options, Flash's
 * cross-domain policies, the XSS auditor) are left out: each costs every API answer bytes to send
 * and to parse. The API's documentation page sets its own CSP.
 */
export function apiSecurityHeaders(): Readonly<Record<string, string>> {
  return headersOf({
    ...shared,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

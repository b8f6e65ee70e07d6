/**
 * The security headers of every answer. They are the ones @fastify/helmet sent with our options
 * (security-headers.test.ts compares the two), written out once: they never change between
 * requests, and helmet re-parsed the CSP directives on each one (~9 % of the server's CPU,
 * docs/decisions/2026-11-21-server-performance.md).
 */
export function securityHeaders({ gtm }: { gtm: boolean }): Readonly<Record<string, string>> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    `script-src 'self'${gtm ? ' https://www.googletagmanager.com' : ''}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "media-src 'self' blob:",
    `connect-src 'self'${gtm ? ' https://www.google-analytics.com' : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
  ];
  return Object.freeze({
    'content-security-policy': csp.join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

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

/**
 * The security headers of the API's answers (JSON, and the files some calls send), as the OWASP
 * REST Security Cheat Sheet gives them: nothing may be framed, run or loaded from an API answer,
 * and no answer to a read is cached unless its route says so (resources do). Answers to writes
 * (POST) are not stored by any cache without explicit freshness, and Chromium never reports a
 * keepalive POST whose answer says no-store as finished (the page then never goes network-idle),
 * so they go without. The page headers above are for documents; an API answer never is one, and
 * their extra kilobyte per answer cost ~20 % of the API's throughput
 * (docs/decisions/2026-11-21-server-performance.md).
 */
export function apiSecurityHeaders({ read }: { read: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    ...(read ? { 'cache-control': 'no-store' } : {}),
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}

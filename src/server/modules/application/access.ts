import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { applicationAccess } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { hmac } from '../../secrets.js';

export type AccessRole = 'owner' | 'phone' | 'spouse';

/** The httpOnly cookie that, with the sessionId, proves a browser is the one a grant was made to. */
export const ACCESS_COOKIE = 'sm_app';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** One message for unknown and foreign applications, so guessing an id reveals nothing. */
export const NO_APPLICATION = 'No such application. Please start again from the maid you chose.';

export function readAccessCookie(request: FastifyRequest): string | null {
  const value = request.cookies[ACCESS_COOKIE];
  return value && COOKIE_VALUE.test(value) ? value : null;
}

/** The browser's access cookie, set now when it has none. */
export function ensureAccessCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readAccessCookie(request);
  if (existing) return existing;
  const value = randomBytes(32).toString('base64url');
  reply.setCookie(ACCESS_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/api/sales',
    maxAge: 60 * 60 * 24 * 30,
  });
  return value;
}

export interface AccessKeys {
  cookieKey: Buffer;
}

export const cookieHashOf = (keys: AccessKeys, cookie: string) => hmac(keys.cookieKey, cookie);

/** The strongest role this browser holds on the application, or a 404. */
export async function requireAccess(
  db: Db,
  keys: AccessKeys,
  request: FastifyRequest,
  applicationId: string,
  sessionId: string,
): Promise<AccessRole> {
  const cookie = readAccessCookie(request);
  if (!cookie) throw notFound(NO_APPLICATION);
  const rows = await db
    .select({ role: applicationAccess.role })
    .from(applicationAccess)
    .where(
      and(
        eq(applicationAccess.applicationId, applicationId),
        eq(applicationAccess.sessionId, sessionId),
        eq(applicationAccess.cookieHash, cookieHashOf(keys, cookie)),
      ),
    );
  const roles = rows.map((r) => r.role);
  const role = (['owner', 'phone', 'spouse'] as const).find((r) => roles.includes(r));
  if (!role) throw notFound(NO_APPLICATION);
  return role;
}

import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { API_PREFIX } from '../../../shared/api/contract.js';
import type { Db } from '../../db/client.js';
import { applicationAccess } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { hmac } from '../../secrets.js';
import { requestLanguage } from '../../i18n/request-language.js';
import type { Language } from '../../../shared/tracking.js';
import { msg } from '../../i18n/t.js';

export type AccessRole = 'owner' | 'phone' | 'spouse';

/** A browser calling about one application, with the strongest role it holds on it. */
export interface Caller {
  applicationId: string;
  sessionId: string;
  role: AccessRole;
  /** The language of the call (the lang cookie); absent when staff act for the family (the desk). */
  lang?: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of an application route, once `resolveCaller` has run; null before and elsewhere. */
    caller: Caller | null;
  }
}

/** The httpOnly cookie that, with the sessionId, proves a browser is the one a grant was made to. */
export const ACCESS_COOKIE = 'sm_app';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** One message for unknown and foreign applications, so guessing an id reveals nothing. */
export const NO_APPLICATION = msg('No such application. Please start again from the maid you chose.');

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
    // Sent with the sales calls only, the application's among them.
    path: `${API_PREFIX}/sales`,
    maxAge: 60 * 60 * 24 * 30,
  });
  return value;
}

export interface AccessKeys {
  cookieKey: Buffer;
}

export const cookieHashOf = (keys: AccessKeys, cookie: string) => hmac(keys.cookieKey, cookie);

/** The access cookie's hash from a raw Cookie header, for calls outside this module's cookie scope (releasemaid). */
export function accessCookieHashOf(keys: AccessKeys, cookieHeader: string | undefined): string | null {
  const value = cookieHeader ? fastifyCookie.parse(cookieHeader)[ACCESS_COOKIE] : undefined;
  return value && COOKIE_VALUE.test(value) ? cookieHashOf(keys, value) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The strongest role the browser whose cookie hashes to `cookieHash` holds on the application, with
 * the session it was granted to, or a 404. Without a sessionId the cookie alone decides (getappinfo).
 */
export async function requireRole(
  db: Db,
  cookieHash: string,
  applicationId: string,
  sessionId: string | undefined,
): Promise<{ role: AccessRole; sessionId: string }> {
  // An id that is no application id names no application: the same 404 as a guessed one.
  if (!UUID.test(applicationId)) throw notFound(NO_APPLICATION);
  const rows = await db
    .select({ role: applicationAccess.role, sessionId: applicationAccess.sessionId })
    .from(applicationAccess)
    .where(
      and(
        eq(applicationAccess.applicationId, applicationId),
        sessionId === undefined ? undefined : eq(applicationAccess.sessionId, sessionId),
        eq(applicationAccess.cookieHash, cookieHash),
      ),
    );
  const role = (['owner', 'phone', 'spouse'] as const).find((r) => rows.some((row) => row.role === r));
  if (!role) throw notFound(NO_APPLICATION);
  return { role, sessionId: rows.find((row) => row.role === role)!.sessionId };
}

/** Where an application route names its application and session; its schemas have checked both. */
type Named = { id?: string; sessionId?: string } | undefined;

export interface CallerOptions {
  /** The spouse's signing link cannot reach this route: it gets a 404 with this message. */
  spouseRefused?: string;
  /**
   * The route may be called without a sessionId (getappinfo, whose call in spec section 7 carries
   * none): the httpOnly access cookie alone identifies the browser.
   */
  sessionOptional?: boolean;
}

/**
 * A preHandler resolving who calls: the application named by the path (or getappinfo's `id`),
 * the sessionId of the query or body (optional where the route says so), and the role the
 * browser's cookie holds; a 404 otherwise.
 * The handler then reads `callerOf(request)`.
 */
export function resolveCaller(db: Db, keys: AccessKeys, { spouseRefused, sessionOptional }: CallerOptions = {}): preHandlerAsyncHookHandler {
  return async function resolveCallerHandler(request) {
    const params = request.params as Named;
    const query = request.query as Named;
    const body = request.body as Named;
    const applicationId = params?.id ?? query?.id;
    const sessionId = query?.sessionId ?? body?.sessionId;
    const cookie = readAccessCookie(request);
    if (!applicationId || (!sessionId && !sessionOptional) || !cookie) throw notFound(NO_APPLICATION);
    const granted = await requireRole(db, cookieHashOf(keys, cookie), applicationId, sessionId || undefined);
    if (granted.role === 'spouse' && spouseRefused) throw notFound(spouseRefused);
    request.caller = { applicationId, sessionId: granted.sessionId, role: granted.role, lang: requestLanguage(request) };
  };
}

/** The caller `resolveCaller` found for this request. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.method} ${request.routeOptions.url}: the route does not resolve its caller`);
  return request.caller;
}

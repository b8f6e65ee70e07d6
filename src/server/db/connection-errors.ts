import { errorChain } from './error-chain.js';

/**
 * Telling "the database cannot be reached right now" apart from every other failure, so that the
 * API answers it with 503 and a retry hint instead of a server fault: it is not a bug, and it ends
 * by itself when PostgreSQL is back (the pool opens new connections on its own).
 */

/** Thrown by our own code when a connection it holds to PostgreSQL is gone (the LISTEN connection). */
export class DatabaseConnectionLost extends Error {}

/** Node's socket errors: refused, reset, unreachable, unresolvable, timed out. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not taking connections: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up or shutting down), 53300 too_many_connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and pg-pool say when a connection breaks, times out or is closed. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseConnectionLost) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error (or one of its causes) says the database is unreachable, not that a query was wrong. */
export function connectionFailure(error: unknown): { code?: string; message: string } | undefined {
  const found = errorChain(error).find(isConnectionFailure) as { code?: unknown; message?: unknown } | undefined;
  if (!found) return undefined;
  return { ...(typeof found.code === 'string' ? { code: found.code } : {}), message: String(found.message ?? '') };
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return connectionFailure(error) !== undefined;
}

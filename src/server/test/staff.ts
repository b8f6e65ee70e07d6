import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { signIn } from '../../shared/api/admin/contracts.js';
import type { StaffRole } from '../../shared/api/admin/schemas.js';
import { urlOf, type Contract } from '../../shared/api/contract.js';
import type { Db } from '../db/client.js';
import { createStaffAccounts } from '../modules/staff/staff-accounts.js';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** A staff account made directly in the database, with a known password (no change required). */
export async function addStaff(db: Db, role: StaffRole, email = `${role}-${Math.random().toString(36).slice(2, 8)}@agency.example`) {
  const { row } = await createStaffAccounts(db).create({ email, role, password: STAFF_PASSWORD }, { staffId: null });
  return row;
}

/** The current code of an authenticator app holding `secret`. */
export const totpCode = (secret: string) => generate({ secret });

/**
 * A back-office browser: keeps its cookies, and sends the CSRF token of its last session answer
 * with every call, as the back office's pages do.
 */
export class StaffBrowser {
  cookies: Record<string, string> = {};
  csrfToken = '';
  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = '198.51.100.10',
  ) {}

  async call(
    contract: Contract,
    {
      params,
      query,
      body,
      headers = {},
      csrf = true,
    }: { params?: Record<string, string>; query?: object; body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    const response = await this.app.inject({
      method: contract.method,
      url: urlOf(contract, params, query),
      cookies: this.cookies,
      remoteAddress: this.remoteAddress,
      headers: { ...headers, ...(csrf && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}) },
      ...(body === undefined ? {} : { payload: Buffer.isBuffer(body) ? body : (body as object) }),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string }>) {
      if (cookie.value === '') delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    const token = response.statusCode === 200 ? safeJson(response.body)?.csrfToken : undefined;
    if (typeof token === 'string') this.csrfToken = token;
    return response;
  }

  signIn(email: string, password = STAFF_PASSWORD, code?: string) {
    return this.call(signIn, { body: { email, password, ...(code ? { code } : {}) } });
  }
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

import * as z from 'zod/mini';
import { successSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: staff accounts';

/** The schemas of the back office's staff-account calls (contracts.ts). */

export const STAFF_ROLES = ['admin', 'agent', 'editor', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;

export const staffEmailSchema = z.string({ error: 'email is required' }).check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254, 'email: at most 254 characters'),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email must be an email address such as name@example.com'),
);

export const newPasswordSchema = z
  .string({ error: 'newPassword is required' })
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `the new password needs at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `the new password may have at most ${MAX_PASSWORD_LENGTH} characters`),
  );

const passwordSchema = z.string({ error: 'password is required' }).check(z.minLength(1, 'password is required'), z.maxLength(MAX_PASSWORD_LENGTH));

const codeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'the code is the 6 digits your authenticator app shows'));

const roleSchema = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` });

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  mustChangePassword: z.boolean(),
  secondFactor: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Who is signed in, and the token that every state-changing staff call sends as `x-csrf-token`. */
export const staffSessionSchema = z.object({ staff: staffMemberSchema, csrfToken: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** A sign-in that needs the authenticator code too: the form then asks for it. */
const secondFactorNeededSchema = z.object({ error: z.string(), secondFactor: z.literal('required') });

export const signIn = {
  summary: 'Signs a member of staff in; answers the session and its CSRF token, and sets the session cookie',
  tag,
  body: z.object({ email: staffEmailSchema, password: passwordSchema, code: z.optional(codeSchema) }),
  responses: { 200: staffSessionSchema, 401: z.union([secondFactorNeededSchema, z.object({ error: z.string() })]) },
};

export const getStaffSession = {
  summary: 'Who is signed in, with a CSRF token for the next calls; 401 without a session',
  tag,
  responses: { 200: staffSessionSchema },
};

export const signOut = {
  summary: 'Ends the session',
  tag,
  responses: { 200: successSchema },
};

export const changePassword = {
  summary: 'Changes the signed-in member’s own password (required after a one-time password)',
  tag,
  body: z.object({ password: passwordSchema, newPassword: newPasswordSchema }),
  responses: { 200: staffSessionSchema },
};

export const startTotpEnrolment = {
  summary: 'Starts enrolling an authenticator app: a new secret, its otpauth:// link and that link as a QR code (SVG)',
  tag,
  responses: { 200: z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() }) },
};

export const confirmTotpEnrolment = {
  summary: 'Confirms the authenticator app with a code it shows; from then on sign-in asks for a code',
  tag,
  body: z.object({ code: codeSchema }),
  responses: { 200: staffSessionSchema },
};

export const listStaff = {
  summary: 'Every staff account (admin)',
  tag,
  responses: { 200: z.object({ staff: z.array(staffMemberSchema) }) },
};

/** A password for one sign-in, shown once to the admin who made it. */
const oneTimePasswordSchema = z.object({ staff: staffMemberSchema, oneTimePassword: z.string() });

export const createStaff = {
  summary: 'Adds a staff account with a one-time password to be changed at first sign-in (admin)',
  tag,
  body: z.object({ email: staffEmailSchema, role: roleSchema }),
  responses: { 200: oneTimePasswordSchema },
};

const staffIdParams = z.object({ id: z.uuid('the staff id is a UUID') });

export const updateStaff = {
  summary: "Changes a staff account's role, or disables or enables it (admin)",
  tag,
  params: staffIdParams,
  body: z.object({ role: z.optional(roleSchema), disabled: z.optional(z.boolean()) }),
  responses: { 200: z.object({ staff: staffMemberSchema }) },
};

export const resetStaffPassword = {
  summary: "Replaces a staff member's password with a one-time password and ends their sessions (admin)",
  tag,
  params: staffIdParams,
  responses: { 200: oneTimePasswordSchema },
};

/** Every staff change, newest first: who, when, what, before and after. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staffEmail: z.nullable(z.string()),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.nullable(z.string()),
  /** The subject as staff know it (a reference, a maid's name, an email), when it still exists. */
  subjectLabel: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

const optionalText = (name: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(200, `${name}: at most 200 characters`)));
const optionalDate = (name: string) =>
  z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date such as 2026-11-24`)));

export const listAudit = {
  summary: "The audit trail, newest first, 50 at a time, filtered by member, action, subject (its id, an application's reference or a maid's name) and dates (admin)",
  tag: 'Back office: audit',
  query: z.object({
    staff: z.optional(staffEmailSchema),
    action: optionalText('action'),
    subjectType: optionalText('subjectType'),
    subjectId: optionalText('subjectId'),
    from: optionalDate('from'),
    to: optionalDate('to'),
    /** The id of the last entry already shown: the next page starts after it. */
    before: z.optional(z.coerce.number().check(z.int('before must be a whole number'), z.positive('before must be positive'))),
  }),
  responses: { 200: z.object({ entries: z.array(auditEntrySchema), more: z.boolean() }) },
};

import { eq, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '../../../shared/api/admin/schemas.js';
import type { Db } from '../../db/client.js';
import { staff } from '../../db/schema.js';
import { openValue, sealValue } from '../../envelope.js';
import { recordAudit } from './audit.js';
import { hashPassword, oneTimePassword } from './passwords.js';

export type StaffRow = typeof staff.$inferSelect;

/** What the back office may see of an account: never its hash or secrets. */
export function toMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
    secondFactor: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The authenticated context of a sealed TOTP secret: it opens on its own account's row only. */
export const totpContext = (staffId: string) => `staff:${staffId}:totp`;
export const sealTotpSecret = (wrappingKey: Buffer, staffId: string, secret: string) => sealValue(wrappingKey, secret, totpContext(staffId));
export const openTotpSecret = (wrappingKey: Buffer, staffId: string, sealed: string) => openValue(wrappingKey, sealed, totpContext(staffId));

/** Who made a change: a member of staff, or nobody (`npm run staff:add`, ADMIN_EMAIL at start). */
export interface Actor {
  staffId: string | null;
  ip?: string | null;
}

export class EmailTaken extends Error {
  constructor(email: string) {
    super(`A staff account with the email ${email} exists already.`);
  }
}

export function createStaffAccounts(db: Db) {
  const byEmail = async (email: string): Promise<StaffRow | undefined> =>
    (await db.select().from(staff).where(sql`lower(${staff.email}) = lower(${email})`))[0];

  return {
    byEmail,
    list: () => db.select().from(staff).orderBy(staff.email),
    count: async () => Number((await db.execute<{ n: string }>(sql`select count(*) as n from staff`)).rows[0]!.n),

    /**
     * A new account. Without `password` it gets a one-time password, returned once, that must be
     * changed at the first sign-in. Audited in the same transaction.
     */
    async create(
      { email, role, password }: { email: string; role: StaffRole; password?: string },
      by: Actor,
    ): Promise<{ row: StaffRow; oneTimePassword?: string }> {
      const temporary = password === undefined ? oneTimePassword() : undefined;
      const passwordHash = await hashPassword(password ?? temporary!);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({ email, role, passwordHash, mustChangePassword: temporary !== undefined })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new EmailTaken(email);
        await recordAudit(tx, { ...by, action: 'staff.create', subjectType: 'staff', subjectId: row.id, after: toMember(row) });
        return { row, oneTimePassword: temporary };
      });
    },

    /** Sets the member's own new password; it is no longer a one-time one. */
    async changePassword(id: string, newPassword: string, by: Actor): Promise<StaffRow> {
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staff)
          .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` })
          .where(eq(staff.id, id))
          .returning();
        await recordAudit(tx, { ...by, action: 'staff.change-password', subjectType: 'staff', subjectId: id });
        return row!;
      });
    },

    /** An admin's reset: a one-time password, returned once. The caller ends the member's sessions. */
    async resetPassword(id: string, by: Actor): Promise<{ row: StaffRow; oneTimePassword: string } | undefined> {
      const temporary = oneTimePassword();
      const passwordHash = await hashPassword(temporary);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staff)
          .set({ passwordHash, mustChangePassword: true, passwordChangedAt: sql`now()` })
          .where(eq(staff.id, id))
          .returning();
        if (!row) return undefined;
        await recordAudit(tx, { ...by, action: 'staff.reset-password', subjectType: 'staff', subjectId: id });
        return { row, oneTimePassword: temporary };
      });
    },

    /** A new role, or disabled/enabled; audited with before and after. */
    async update(id: string, changes: { role?: StaffRole; disabled?: boolean }, by: Actor): Promise<StaffRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(staff)
          .set({
            ...(changes.role ? { role: changes.role } : {}),
            ...(changes.disabled === undefined ? {} : { disabledAt: changes.disabled ? (before.disabledAt ?? sql`now()`) : null }),
          })
          .where(eq(staff.id, id))
          .returning();
        await recordAudit(tx, { ...by, action: 'staff.update', subjectType: 'staff', subjectId: id, before: toMember(before), after: toMember(row!) });
        return row;
      });
    },

    /** Keeps a secret shown for enrolment until a code confirms it. */
    async setPendingTotp(id: string, sealed: string): Promise<void> {
      await db.update(staff).set({ totpPendingSecret: sealed }).where(eq(staff.id, id));
    },

    /** The pending secret becomes the account's second factor; `step` is the confirming code's. */
    async confirmTotp(id: string, sealed: string, step: number, by: Actor): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staff)
          .set({ totpSecret: sealed, totpPendingSecret: null, totpLastStep: step })
          .where(eq(staff.id, id))
          .returning();
        await recordAudit(tx, { ...by, action: 'staff.enrol-totp', subjectType: 'staff', subjectId: id });
        return row!;
      });
    },

    /**
     * Records a code's time step as used; false when another sign-in used it (or a later one)
     * first, so a code works once even with two sign-ins at the same moment.
     */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const updated = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(sql`${staff.id} = ${id} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`)
        .returning({ id: staff.id });
      return updated.length > 0;
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

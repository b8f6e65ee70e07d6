import { asc, eq } from 'drizzle-orm';
import type { ApplicationNote, Assignee, StageChange } from '../../../shared/api/admin-applications/schemas.js';
import type { DbOrTx } from '../application/tx.js';
import { applicationNotes, applicationStageChanges, staff } from '../../db/schema.js';

/** How the agency handles an application: its stage history, its notes and who has it. */

export async function stageHistoryOf(db: DbOrTx, applicationId: string): Promise<StageChange[]> {
  const rows = await db
    .select({ change: applicationStageChanges, email: staff.email })
    .from(applicationStageChanges)
    .leftJoin(staff, eq(staff.id, applicationStageChanges.staffId))
    .where(eq(applicationStageChanges.applicationId, applicationId))
    .orderBy(asc(applicationStageChanges.id));
  return rows.map(({ change, email }) => ({
    from: change.fromStage,
    to: change.toStage,
    reason: change.reason,
    by: email,
    smsSent: change.smsSent,
    at: change.at.toISOString(),
  }));
}

export async function notesOf(db: DbOrTx, applicationId: string): Promise<ApplicationNote[]> {
  const rows = await db
    .select({ note: applicationNotes, email: staff.email })
    .from(applicationNotes)
    .leftJoin(staff, eq(staff.id, applicationNotes.staffId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.id));
  return rows.map(({ note, email }) => ({ id: note.id, text: note.body, by: email, at: note.at.toISOString() }));
}

export async function staffMember(db: DbOrTx, id: string | null): Promise<Assignee | null> {
  if (!id) return null;
  const [row] = await db.select({ id: staff.id, email: staff.email, role: staff.role }).from(staff).where(eq(staff.id, id));
  return row ?? null;
}

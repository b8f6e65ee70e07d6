import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Assignee } from '../../../shared/api/admin-applications/schemas.js';
import type { Db } from '../../db/client.js';
import { applicationNotes, applications, staff } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { erasedAtOf } from '../data-rights/personal-data.js';
import { recordAudit } from '../staff/audit.js';
import { notesOf } from './handling-queries.js';

const NO_APPLICATION = 'No application with this id.';
/** The erasure blanked the notes; a new one would keep what staff write about a client who asked to be forgotten. */
export const ERASED_NO_NOTES = "This client's data was erased: the application takes no new notes.";
const HANDLING_ROLES = ['agent', 'admin'] as const;

interface Actor {
  staffId: string;
  ip: string;
}

/** Who has an application and what staff wrote about it; each change audited in its own transaction. */
export function createAssignmentAndNotes(db: Db) {
  return {
    /** The active agents and admins, by email: whom an application can be given to. */
    async assignees(): Promise<Assignee[]> {
      return db
        .select({ id: staff.id, email: staff.email, role: staff.role })
        .from(staff)
        .where(and(inArray(staff.role, [...HANDLING_ROLES]), isNull(staff.disabledAt)))
        .orderBy(asc(staff.email));
    },

    async assign(applicationId: string, staffId: string | null, actor: Actor): Promise<{ assignee: Assignee | null }> {
      const assignee = await db.transaction(async (tx) => {
        const [row] = await tx.select({ assigneeId: applications.assigneeId }).from(applications).where(eq(applications.id, applicationId)).for('update');
        if (!row) throw notFound(NO_APPLICATION);
        // The member's row, read once: checked here, named in the audit and in the answer.
        const [found] = staffId
          ? await tx.select({ id: staff.id, email: staff.email, role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, staffId))
          : [];
        const member: Assignee | null = found ? { id: found.id, email: found.email, role: found.role } : null;
        if (staffId && (!found || found.disabledAt || !HANDLING_ROLES.includes(found.role as (typeof HANDLING_ROLES)[number]))) {
          throw badRequest('staffId: choose an active agent or admin.');
        }
        await tx.update(applications).set({ assigneeId: staffId }).where(eq(applications.id, applicationId));
        await recordAudit(tx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: 'application.assign',
          subjectType: 'application',
          subjectId: applicationId,
          before: { assigneeId: row.assigneeId },
          after: { assigneeId: staffId, email: member?.email ?? null },
        });
        return member;
      });
      return { assignee };
    },

    async addNote(applicationId: string, text: string, actor: Actor) {
      await db.transaction(async (tx) => {
        // Locked, as the erasure locks it: a note never lands in an application just erased.
        const [row] = await tx.select({ data: applications.data }).from(applications).where(eq(applications.id, applicationId)).for('update');
        if (!row) throw notFound(NO_APPLICATION);
        if (erasedAtOf(row.data)) throw conflict(ERASED_NO_NOTES);
        const [note] = await tx.insert(applicationNotes).values({ applicationId, staffId: actor.staffId, body: text }).returning({ id: applicationNotes.id });
        // The note's words stay in the notes table: the audit names the note, not what it says.
        await recordAudit(tx, { staffId: actor.staffId, ip: actor.ip, action: 'application.note', subjectType: 'application', subjectId: applicationId, after: { noteId: note!.id, length: text.length } });
      });
      return { notes: await notesOf(db, applicationId) };
    },
  };
}

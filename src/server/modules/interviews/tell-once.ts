import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { interviews } from '../../db/schema.js';
import { INTERVIEW_SMS, loadCall, tellFamily, type InterviewDeps } from './interview-service.js';

type Mark = 'reminderSentAt' | 'maidGoneToldAt';
type Text = Parameters<typeof tellFamily>[5];

/**
 * Texts each call one message of a kind, once: `mark` is set in the transaction that writes the
 * SMS, only where it was still empty (and `still` holds), so two runs at once (two servers, a
 * retry) send one. Returns how many were sent.
 */
export async function tellEachOnce(
  deps: InterviewDeps & { origin: string },
  ids: readonly string[],
  { mark, still, kind, text, now }: { mark: Mark; still: SQL; kind: keyof typeof INTERVIEW_SMS; text: Text; now: number },
): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(interviews)
        .set({ [mark]: new Date(now) })
        .where(and(eq(interviews.id, id), isNull(interviews[mark]), still))
        .returning({ id: interviews.id });
      if (!claimed) return;
      await tellFamily(tx, deps, deps.origin, (await loadCall(tx, eq(interviews.id, id)))!, kind, text);
      sent += 1;
    });
  }
  return sent;
}

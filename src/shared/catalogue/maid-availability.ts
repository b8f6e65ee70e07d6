import { msg } from '../i18n/msg.js';
import type { Stage } from '../application/stages.js';

/**
 * Where a maid stands, as a family reads it on her page, in a comparison and on the hire start
 * screen: free to hire, held by another family's application in progress, hired by a family whose
 * application has reached the visa, or hired.
 */
export const MAID_AVAILABILITY = ['available', 'reserved', 'visa_in_process', 'hired'] as const;
export type MaidAvailability = (typeof MAID_AVAILABILITY)[number];

export const AVAILABILITY_TEXTS: Record<MaidAvailability, string> = {
  available: msg('Available now'),
  reserved: msg('Another family is applying for her right now'),
  visa_in_process: msg('Hired by a family: her visa is in process'),
  hired: msg('She has been hired'),
};

/** Her latest application that holds her: one in progress (pending) or submitted and not cancelled. */
export interface HoldingApplication {
  status: 'pending' | 'submitted';
  stage: Stage | null;
  /** Started by the browser asking: to it she is still there to hire (Start resumes its application). */
  own: boolean;
}

/**
 * Her state for one browser. `offerable` is the catalogue's rule (not hidden, available or her
 * reservation run out: server/maid-availability.ts); `holding` is read only when she is not.
 */
export function availabilityOf(maid: { offerable: boolean; status: string }, holding: HoldingApplication | null): MaidAvailability {
  if (maid.offerable) return 'available';
  if (maid.status === 'hired') return 'hired';
  if (!holding) return 'reserved';
  if (holding.status === 'pending') return holding.own ? 'available' : 'reserved';
  return holding.stage === 'visa_in_process' ? 'visa_in_process' : 'hired';
}

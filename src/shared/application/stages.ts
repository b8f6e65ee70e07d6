import { msg } from '../i18n/msg.js';
/**
 * The pipeline an application follows after the family submits it (the desk moves it on), and
 * the one rule of which moves staff may make. Pure: the desk's form offers what the server accepts.
 */

export const STAGES = ['submitted', 'documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived', 'completed', 'cancelled'] as const;
export type Stage = (typeof STAGES)[number];

/** The forward order; cancelled stands apart. */
export const PIPELINE: readonly Stage[] = ['submitted', 'documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived', 'completed'];

/** The stages' names in English (the translation layer's keys). */
export const STAGE_LABELS: Record<Stage, string> = {
  submitted: msg('Submitted'),
  documents_checked: msg('Documents checked'),
  contract_signed: msg('Contract signed'),
  visa_in_process: msg('Visa in process'),
  maid_arrived: msg('Maid arrived'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
};

/** No move leaves these (docs/decisions/2026-11-26-application-stages.md). */
export const FINAL_STAGES: readonly Stage[] = ['completed', 'cancelled'];

export const MAX_STAGE_REASON = 500;

export type StageMove = 'forward' | 'back' | 'cancel';

/** What kind of move `from` → `to` is, or null when staff may not make it. */
export function stageMove(from: Stage, to: Stage): StageMove | null {
  if (FINAL_STAGES.includes(from) || from === to) return null;
  if (to === 'cancelled') return 'cancel';
  const step = PIPELINE.indexOf(to) - PIPELINE.indexOf(from);
  if (step === 1) return 'forward';
  // One stage back corrects a click made too early; never back past what the family did (submitted).
  if (step === -1) return 'back';
  return null;
}

/** A cancel and a step back say why: the family is told, and the next agent reads it. */
export const needsReason = (move: StageMove) => move !== 'forward';

/** The stages staff can move an application at `from` to, in the order the form lists them. */
export function allowedStages(from: Stage): Stage[] {
  return STAGES.filter((to) => stageMove(from, to) !== null);
}

/** Why a move is refused, in words for the member of staff who tried it. */
export function stageRefusal(from: Stage, to: Stage, reason: string | undefined): string | null {
  const move = stageMove(from, to);
  if (!move) {
    if (FINAL_STAGES.includes(from)) return `This application is ${STAGE_LABELS[from].toLowerCase()}: its stage can no longer change.`;
    if (from === to) return `This application is already at “${STAGE_LABELS[to]}”.`;
    return `From “${STAGE_LABELS[from]}” an application moves on one stage at a time (next: “${STAGE_LABELS[PIPELINE[PIPELINE.indexOf(from) + 1]!]}”), back one stage, or to cancelled.`;
  }
  if (needsReason(move) && !reason?.trim()) {
    return move === 'cancel' ? 'reason: Say why the application is cancelled; the family is told.' : 'reason: Say why the application goes back a stage.';
  }
  return null;
}


/** Working days the agency expects the stages before the visa to take (docs/decisions/2026-11-26-application-stages.md). */
export const EXPECTED_WORKING_DAYS: Partial<Record<Stage, number>> = { documents_checked: 1, contract_signed: 2 };

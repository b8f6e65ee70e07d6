import type { ApplicationState } from '../../../shared/api/application/schemas';
import type { WorkflowContext } from '../../../shared/workflow';

export interface StepTarget {
  step: string;
  query: Record<string, string>;
}

/** What every step screen receives from the flow. */
export interface StepProps {
  appId: string;
  step: string;
  state: ApplicationState;
  ctx: WorkflowContext;
  params: URLSearchParams;
  /** Go to the server's next step (or the sequence's next when null). */
  onDone(next: StepTarget | null): void;
}

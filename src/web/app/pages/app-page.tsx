import { ApplicationFlow } from '../../features/application';

/** /app: the hire application, step by step (spec sections 2 and 4). */
export function AppPage() {
  return <ApplicationFlow />;
}

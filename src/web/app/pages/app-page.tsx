// Imported file by file (not through a barrel), so that /app does not load the signature pad of /app-services.
import { ApplicationFlow } from '../../features/application/application-flow';

/** /app: the hire application, step by step (spec sections 2 and 4). */
export function AppPage() {
  return <ApplicationFlow />;
}

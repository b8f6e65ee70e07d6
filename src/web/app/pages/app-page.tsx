import '../../lib/i18n/parts/application';
// Imported file by file (not through a barrel), so that /app does not load the signature pad of /app-services.
import { ApplicationFlow } from '../../features/application/application-flow';
import type { PagesOf } from '../page-modules';

/** /app: the hire application, step by step (spec sections 2 and 4). */
export function AppPage() {
  return <ApplicationFlow />;
}

export const pages: PagesOf<'app-page'> = { application: AppPage };

import type { Assignee } from '../../../../shared/api/admin-applications/schemas';
import { t } from '../../../lib/i18n';

/** A select's options for who handles something: no one, the members who may, and the current one even if disabled since. */
export function StaffOptions({ current, staff }: { current: { id: string; email: string } | null; staff: Assignee[] | undefined }) {
  return (
    <>
      <option value="">{t('No one')}</option>
      {current && !staff?.some((s) => s.id === current.id) && <option value={current.id}>{current.email}</option>}
      {staff?.map((s) => (
        <option key={s.id} value={s.id}>
          {`${s.email} (${s.role})`}
        </option>
      ))}
    </>
  );
}

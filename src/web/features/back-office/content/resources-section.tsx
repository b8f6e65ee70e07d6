import { useQuery } from '@tanstack/react-query';
import { listAdminResources } from '../../../../shared/api/admin-resources/contracts';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { ADMIN_RESOURCES_KEY, ResourceRow } from './resource-row';
import own from './resources-section.module.css';
import { staffCall } from '../shared/staff-api';

/** The downloadable PDFs (content page): each one's file, opened or replaced. */
export function ResourcesSection() {
  const resources = useQuery({ queryKey: ADMIN_RESOURCES_KEY, queryFn: () => staffCall(listAdminResources, {}) });
  return (
    <section className={styles.panel} aria-labelledby="resources-title">
      <h2 id="resources-title">{t('Downloadable PDFs')}</h2>
      <p className={styles.hint}>{t('The contract samples, guides and terms families open on the site. A replaced PDF is served at once; browsers that opened it in the last hour may still show the old one.')}</p>
      <Failure error={resources.error} />
      {resources.data && (
        <ul className={own.list}>
          {resources.data.resources.map((r) => (
            <ResourceRow key={r.code} resource={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

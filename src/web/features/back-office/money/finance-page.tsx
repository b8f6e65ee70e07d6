import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { CollectionExportPanel } from './collection-export-panel';
import { CollectionImportPanel } from './collection-import-panel';
import { CollectionImports } from './collection-imports';
import { StatementsExportPanel } from './statements-export-panel';

/** /admin/money (finance and admins): the month's collection file for the bank, the bank's results back, and the statements as CSV. */
export function FinancePage() {
  return (
    <>
      <h1>{t('Finance')}</h1>
      <p className={styles.hint}>{t('Each month: export the collection file and hand it to the bank, then import the bank’s results. Returned debits go to the service desk. Every export and import is audited.')}</p>
      <CollectionExportPanel />
      <CollectionImportPanel />
      <CollectionImports />
      <StatementsExportPanel />
    </>
  );
}

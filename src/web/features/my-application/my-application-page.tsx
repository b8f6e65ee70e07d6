import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { forgetMyApplication, myApplicationHref, rememberMyApplication, useMyApplication } from '../../lib/my-application';
import { useNavigate, useSearchParams } from '../../lib/router';
import { useApplicationStatus } from './api/get-application-status';
import { openStatusLink } from './api/open-status-link';
import { MyApplicationView } from './my-application-view';
import styles from './my-application.module.css';

function NotFound() {
  return (
    <section className={styles.card} aria-labelledby="my-application-title">
      <h1 id="my-application-title">{t('We cannot show this application here')}</h1>
      <p>{t('Open the link in our latest SMS on the phone you applied with, or talk to us on WhatsApp and tell us your reference.')}</p>
      <a className={styles.whatsapp} href="/whatsapp-us?page=my_application">
        {t('WhatsApp us')}
      </a>
    </section>
  );
}

/**
 * /my-application: the family's application after they submitted it. `?appId=`, or the one this
 * browser remembers; `t=` (the stage SMS's link) is opened on this browser first, then dropped
 * from the address. `paid=` names the statement's row the card provider sent the family back from.
 */
export function MyApplicationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const remembered = useMyApplication();
  const token = params.get('t');
  const appId = params.get('appId') ?? remembered;
  const [linkFailed, setLinkFailed] = useState(false);
  const status = useApplicationStatus(appId, !token);

  useEffect(() => {
    if (!token) return;
    openStatusLink(token)
      .then((opened) => navigate(myApplicationHref(opened.id), { replace: true }))
      .catch(() => setLinkFailed(true));
    // Opened once per token.
  }, [token]);

  useEffect(() => {
    if (status.data) rememberMyApplication(status.data.id);
    if (appId && status.error instanceof ApiError && status.error.status === 404) forgetMyApplication(appId);
  }, [status.data, status.error, appId]);

  const missing = linkFailed || !appId || (status.error instanceof ApiError && status.error.status === 404);
  return (
    <main className={styles.page}>
      {missing ? (
        <NotFound />
      ) : status.data ? (
        <MyApplicationView status={status.data} paidRowId={params.get('paid')} />
      ) : status.error ? (
        <p role="alert">{t('Your application could not be loaded. Please check your connection and refresh.')}</p>
      ) : (
        <p role="status">{t('Loading your application…')}</p>
      )}
    </main>
  );
}

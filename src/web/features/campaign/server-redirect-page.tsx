import { useEffect } from 'react';
import { Navigate, useLocation } from '../../lib/router';
import { t } from '../../lib/i18n';
import { initialDocumentPath } from '../../lib/navigation';

/**
 * Paths the client router does not know (campaign and QR slugs, /dynamic, /home, external
 * links) are the server's: a link followed inside the site reloads so the server answers.
 * The page the server itself served goes home instead, so a path can never reload forever.
 */
export function ServerRedirectPage() {
  const { pathname, search } = useLocation();
  const servedByServer = pathname + search === initialDocumentPath;
  useEffect(() => {
    if (!servedByServer) window.location.replace(pathname + search);
  }, [pathname, search, servedByServer]);
  if (servedByServer) return <Navigate to="/" replace />;
  return (
    <main>
      <p role="status">{t('Taking you there…')}</p>
    </main>
  );
}

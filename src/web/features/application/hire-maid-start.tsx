import { useState } from 'react';
import { ibanValidationRequired, TRACKING_KEYS } from '../../lib/tracking';
import { isMobileDevice } from '../../lib/device';
import { session } from '../../lib/storage';
import { getSessionId } from '../../lib/session-id';
import { t } from '../../lib/i18n';
import type { ApplicationState } from '../../../shared/api/application/schemas';
import { APPLICATION_MINUTES } from '../../../shared/application/constants';
import { AVAILABILITY_TEXTS } from '../../../shared/catalogue/maid-availability';
import { Link } from '../../lib/router';
import { useCreateApplication } from './api/create-application';
import { useMaidOffer } from './api/get-maid-offer';
import { MaidBand } from './components/maid-band';
import { PriceBreakdown } from './components/price-breakdown';
import { flag } from './app-url';
import styles from './application.module.css';
import buttons from '../../components/ui/buttons.module.css';
import { errorsOf } from './errors-of';

/** HIRE_MAID: the start screen; starting reserves the maid on the server. */
export function HireMaidStart({ maidId, params, onStarted }: { maidId: number; params: URLSearchParams; onStarted(state: ApplicationState): void }) {
  const create = useCreateApplication();
  const offer = useMaidOffer(maidId);
  const [error, setError] = useState<string>();
  const start = async () => {
    setError(undefined);
    try {
      const state = await create.mutateAsync({
        sessionId: getSessionId(),
        housemaidId: maidId,
        mobile: isMobileDevice(),
        wa: params.get('wa'),
        sma: flag(params.get('sma')),
        needEnterIbanNumber: ibanValidationRequired(),
        isShortListedMaids: flag(params.get('isShortListedMaids')),
        fromSavedList: flag(params.get('isShortListedMaids')),
        abuDhabi: flag(params.get('v_auh')) || flag(session.get('v_auh')),
        affiliateEvent: session.get(TRACKING_KEYS.event),
      });
      onStarted(state);
    } catch (err) {
      setError(errorsOf(err)._form ?? Object.values(errorsOf(err))[0]);
    }
  };
  // Another family's application holds her, or she was hired: said before the price and the Start button.
  if (offer.data && offer.data.availability !== 'available') {
    const { maid, availability } = offer.data;
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('{name} cannot be hired now', { name: maid.name })}</h1>
        <MaidBand maid={maid} text={`${maid.name} · ${t(maid.nationality)}`} />
        <p role="status">{t(AVAILABILITY_TEXTS[availability])}</p>
        <p>
          {availability === 'reserved'
            ? t('If their application is not finished, she comes back to the list. Many other maids are available now.')
            : t('Many other maids are available now.')}
        </p>
        <div className={styles.actions}>
          <Link className={buttons.primary} to="/hire-maid">
            {t('See available maids')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{offer.data ? t('Hire {name}', { name: offer.data.maid.name }) : t('Hire your maid')}</h1>
      {offer.data && <MaidBand maid={offer.data.maid} text={`${offer.data.maid.name} · ${t(offer.data.maid.nationality)}`} />}
      {offer.data ? (
        <PriceBreakdown quote={offer.data.quote} serviceName={offer.data.serviceName} />
      ) : offer.isError ? (
        <p className={styles.error} role="alert">
          {errorsOf(offer.error)._form ?? t('Her price could not be loaded. Check your connection and reload the page.')}
        </p>
      ) : (
        <p className={styles.hint} aria-live="polite">
          {t('Loading her price…')}
        </p>
      )}
      <p>{t('It takes about {minutes} minutes: your Emirates ID and passport, your bank details, your signature, and when the maid should arrive.', { minutes: APPLICATION_MINUTES })}</p>
      <p className={styles.hint}>{t('We keep the maid for you while you apply.')}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button className={buttons.primary} type="button" onClick={() => void start()} disabled={create.isPending || !offer.data}>
        {t('Start application')}
      </button>
    </div>
  );
}

import { useEffect } from 'react';
import { t } from '../../../lib/i18n';
import { getAppInfo } from '../api/get-app-info';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';

/** GENERIC_ROUTER: asks getappinfo where this application stands and goes there (prevStep with act=back). */
export function GenericRouterStep(props: StepProps) {
  const { appId, params, onDone } = props;
  useEffect(() => {
    let live = true;
    getAppInfo(appId)
      .then((info) => {
        if (!live) return;
        const target = params.get('act') === 'back' ? (info.prevStep ?? info.currentStep) : info.currentStep;
        onDone({ step: target, query: {} });
      })
      .catch(() => window.location.reload());
    return () => {
      live = false;
    };
  }, [appId, params, onDone]);
  return <p className={styles.hint} role="status">{t('Loading…')}</p>;
}

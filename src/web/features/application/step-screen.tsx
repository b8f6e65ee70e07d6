import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Step } from '../../../shared/workflow';
import { t } from '../../lib/i18n';
import styles from './application.module.css';
import { StepEntry } from './components/step-entry';
import { StepLoadBoundary } from './components/step-load-boundary';
import type { StepProps } from './step-props';
import { SCREEN_LOADERS } from './step-screens';

const SCREENS = new Map<Step, LazyExoticComponent<ComponentType<StepProps>>>(
  Object.entries(SCREEN_LOADERS).map(([step, load]) => [step as Step, lazy(() => load().then((Screen) => ({ default: Screen })))]),
);

/** Holds the place of a screen whose code is on its way: a fixed block, so nothing jumps. */
export function ScreenPlaceholder() {
  return (
    <p className={styles.screenPlaceholder} role="status">
      {t('Loading…')}
    </p>
  );
}

/** The screen of one step; a step without a screen goes through GENERIC_ROUTER to where the application stands. */
export function StepScreen(props: StepProps & { canonical: Step }) {
  const Screen = SCREENS.get(props.canonical === 'HIRE_MAID' ? 'GENERIC_ROUTER' : props.canonical);
  if (!Screen) return <p className={styles.hint}>{t('This step is handled by our team. We will contact you.')}</p>;
  // Keyed by step and query so each step (and each signature form) starts with a fresh form, at the top.
  const key = `${props.step}?${props.params.get('signatureIndex') ?? ''}`;
  return (
    <StepLoadBoundary key={props.canonical}>
      <Suspense fallback={<ScreenPlaceholder />}>
        <StepEntry key={key}>
          <Screen {...props} />
        </StepEntry>
      </Suspense>
    </StepLoadBoundary>
  );
}

import { Component, type ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import styles from '../application.module.css';

/** A step screen whose code could not be fetched (offline, a new release): say so, not a blank page. */
export class StepLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className={styles.error} role="alert">
        {t('Connection error: Please refresh')}
      </p>
    );
  }
}

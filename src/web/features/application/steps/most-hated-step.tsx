import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { mainSiteInfoQuery } from '../../../lib/main-site-info';
import { t } from '../../../lib/i18n';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { FormFooter } from '../components/form-footer';

/** MOST_HATED_MATCHING_TYPE: the nationality matching types the client would rather not be offered. */
export function MostHatedStep(props: StepProps) {
  const { data } = useQuery(mainSiteInfoQuery);
  const [chosen, setChosen] = useState<number[]>([]);
  const form = useStepForm(props, plainStepSchemas.MOST_HATED_MATCHING_TYPE, {}, () => ({ matchingTypeIds: chosen }));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Are there nationalities you would rather not have?')}</h1>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('Choose any that apply')}</legend>
        {/* The types a family can be offered (not one the agency does not place), in the page's language. */}
        {(data?.matchingTypes ?? [])
          .filter((type) => !type.notAllowed)
          .map((type) => (
            <label key={type.id} className={styles.checkbox}>
              <input type="checkbox" checked={chosen.includes(type.id)} onChange={() => toggle(type.id)} />
              {t(type.label)}
            </label>
          ))}
      </fieldset>
      <FormFooter error={form.errors._form} pending={form.pending} />
    </form>
  );
}

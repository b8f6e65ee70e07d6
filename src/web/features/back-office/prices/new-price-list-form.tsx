import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createPriceList } from '../../../../shared/api/admin-prices/contracts';
import type { AdminPriceList, PriceGroup } from '../../../../shared/api/admin-prices/schemas';
import type { Service } from '../../../../shared/pricing/price-list';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { parseAed } from './price-draft';
import { PRICE_LISTS_KEY } from './price-list-form';
import own from './prices.module.css';
import { staffCall } from '../shared/staff-api';

const GENERAL = 'general';

/** A new list for a service: for a nationality group without one, or the general list when it is missing. */
export function NewPriceListForm({ service, serviceName, lists, groups, onDone }: { service: Service; serviceName: string; lists: AdminPriceList[]; groups: PriceGroup[]; onDone: () => void }) {
  const client = useQueryClient();
  const hasGeneral = lists.some((l) => l.matchingTypeId === null);
  const free = groups.filter((g) => !lists.some((l) => l.matchingTypeId === g.id));
  const [group, setGroup] = useState(hasGeneral ? String(free[0]?.id ?? '') : GENERAL);
  const [fee, setFee] = useState('');
  const needsFee = !hasGeneral || group === GENERAL;
  const create = useMutation({
    mutationFn: () => {
      const monthlyFeeFils = fee.trim() === '' ? undefined : parseAed(fee);
      if (monthlyFeeFils === null || (monthlyFeeFils !== undefined && monthlyFeeFils < 0)) throw new Error(t('The monthly fee is an amount in AED, e.g. 3300 or 3307.50.'));
      if (needsFee && monthlyFeeFils === undefined) throw new Error(t('Type the monthly fee: there is no general list to start from.'));
      if (group === '') throw new Error(t('Choose the nationality group.'));
      return staffCall(createPriceList, { body: { service, matchingTypeId: group === GENERAL ? null : Number(group), ...(monthlyFeeFils === undefined ? {} : { monthlyFeeFils }) } });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const id = (part: string) => `new-price-${service}-${part}`;
  return (
    <form className={own.card} onSubmit={submit} noValidate aria-label={t('New list for {service}', { service: serviceName })}>
      <h3 className={own.cardTitle}>{t('New list for {service}', { service: serviceName })}</h3>
      <div className={own.feeFields}>
        <div className={styles.field}>
          <label htmlFor={id('group')}>{t('Nationality group')}</label>
          <select id={id('group')} value={group} onChange={(e) => setGroup(e.target.value)}>
            {!hasGeneral && <option value={GENERAL}>{t('General: every other nationality')}</option>}
            {free.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('fee')}>{t('Monthly fee before VAT (AED)')}</label>
          <input id={id('fee')} inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} aria-describedby={id('fee-hint')} autoComplete="off" />
          <p className={styles.hint} id={id('fee-hint')}>
            {needsFee ? t('Required.') : t("Empty: the general list's fee. The items and VAT are copied from it; edit them after.")}
          </p>
        </div>
      </div>
      <div className={own.buttons}>
        <button type="submit" className={buttons.primary} disabled={create.isPending}>
          {create.isPending ? t('Saving…') : t('Add the list')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={create.isPending}>
          {t('Cancel')}
        </button>
      </div>
      <Failure error={create.error} />
    </form>
  );
}

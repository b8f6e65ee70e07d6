import { useQuery } from '@tanstack/react-query';
import { getPriceListReach } from '../../../../shared/api/admin-prices/contracts';
import type { AdminPriceList, PriceListFields } from '../../../../shared/api/admin-prices/schemas';
import { formatAed, quote } from '../../../../shared/pricing/price-list';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { changeLines } from '../staff/audit-changes';
import own from './prices.module.css';

/** What a save would change, line by line, and the totals a family is shown, from → to. */
export function priceChangeLines(list: AdminPriceList, fields: PriceListFields): string[] {
  const before = { monthlyFeeFils: list.monthlyFeeFils, vatBasisPoints: list.vatBasisPoints, items: list.items };
  const lines = changeLines(before, { monthlyFeeFils: fields.monthlyFeeFils, vatBasisPoints: fields.vatBasisPoints, items: fields.items });
  if (lines.length === 0) return [];
  const [from, to] = [list.quote, quote({ ...list, ...fields })];
  const totals: Array<[string, number, number]> = [
    [t('Monthly total a family pays'), from.monthlyTotalFils, to.monthlyTotalFils],
    [t('First payment'), from.firstPaymentFils, to.firstPaymentFils],
  ];
  return [...lines, ...totals.filter(([, a, b]) => a !== b).map(([name, a, b]) => `${name}: ${formatAed(a)} → ${formatAed(b)}`)];
}

/**
 * The step between "Save" and saving: what changes, and for whom. A family's application keeps the
 * price it was shown when it started (docs/decisions/2026-11-28-price-change-check.md), so a change
 * reaches the site's cards and the applications started from then on.
 */
export function PriceChangeCheck({
  list,
  name,
  fields,
  saving,
  error,
  onConfirm,
  onBack,
}: {
  list: AdminPriceList;
  name: string;
  fields: PriceListFields;
  saving: boolean;
  error: unknown;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const reach = useQuery({
    queryKey: ['admin', 'price-list-reach', list.id],
    queryFn: () => staffCall(getPriceListReach, { params: { id: list.id } }),
    staleTime: 0,
    gcTime: 0,
  });
  const lines = priceChangeLines(list, fields);
  const id = `price-${list.id}-check`;
  return (
    <section className={own.check} aria-labelledby={`${id}-title`}>
      <h4 className={own.itemsTitle} id={`${id}-title`}>
        {t('Check before saving')}
      </h4>
      {lines.length === 0 ? (
        <p>{t('Nothing has changed.')}</p>
      ) : (
        <>
          <ul className={own.changes} aria-label={t('What changes')}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Failure error={reach.error} />
          {reach.isPending && <p>{t('Loading…')}</p>}
          {reach.data && (
            <div className={own.reach}>
              <p>
                {t('{n, plural, =0 {No maid on the site is priced by {name} now.} one {{n} maid on the site is priced by {name}: her card shows the new price as soon as you save.} other {{n} maids on the site are priced by {name}: their cards show the new price as soon as you save.}}', {
                  n: reach.data.maids,
                  name,
                })}{' '}
                {t('Families who start an application from then on are shown the new price and sign for it.')}
              </p>
              <p>
                {t('{n, plural, =0 {No application is in progress for these maids.} one {{n} application in progress keeps the price it was shown: a change never alters what a family has seen or signed.} other {{n} applications in progress keep the price they were shown: a change never alters what a family has seen or signed.}}', {
                  n: reach.data.applicationsInProgress,
                })}
              </p>
              {reach.data.withoutKeptPrice > 0 && (
                <p className={styles.error}>
                  {t('{n, plural, one {{n} of them was started before prices were kept with an application: it will show the new price.} other {{n} of them were started before prices were kept with an application: they will show the new price.}}', {
                    n: reach.data.withoutKeptPrice,
                  })}
                </p>
              )}
            </div>
          )}
        </>
      )}
      <div className={own.buttons}>
        {lines.length > 0 && (
          <button type="button" className={buttons.primary} onClick={onConfirm} disabled={saving || !reach.data}>
            {saving ? t('Saving…') : t('Yes, save the new prices')}
          </button>
        )}
        <button type="button" className={buttons.secondary} onClick={onBack} disabled={saving}>
          {t('Back to editing')}
        </button>
      </div>
      <Failure error={error} />
    </section>
  );
}

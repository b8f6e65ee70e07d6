import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listPriceLists } from '../../../../shared/api/admin-prices/contracts';
import type { AdminPriceList, PriceGroup } from '../../../../shared/api/admin-prices/schemas';
import { SERVICES, type Service } from '../../../../shared/pricing/price-list';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { NewPriceListForm } from './new-price-list-form';
import { PriceListCard } from './price-list-card';
import { PRICE_LISTS_KEY } from './price-list-form';
import own from './prices.module.css';
import { staffCall, useStaffSession } from '../shared/staff-api';

const SERVICE_NAMES: Record<Service, string> = { live_in: 'Live-in maids', live_out: 'Live-out maids', nanny: 'Nannies' };

function ServiceSection({ service, lists, groups, editable }: { service: Service; lists: AdminPriceList[]; groups: PriceGroup[]; editable: boolean }) {
  const [adding, setAdding] = useState(false);
  const name = t(SERVICE_NAMES[service]);
  const canAdd = !lists.some((l) => l.matchingTypeId === null) || groups.some((g) => !lists.some((l) => l.matchingTypeId === g.id));
  return (
    <section className={styles.panel} aria-labelledby={`prices-${service}-title`}>
      <h2 id={`prices-${service}-title`}>{name}</h2>
      {lists.length === 0 ? (
        <p>{t('No price list: maids of this service show no price.')}</p>
      ) : (
        <ul className={own.list}>
          {lists.map((list) => (
            <PriceListCard key={`${list.id}:${list.updatedAt}`} list={list} serviceName={name} editable={editable} />
          ))}
        </ul>
      )}
      {editable && canAdd && (
        <div className={own.addBar}>
          {adding ? (
            <NewPriceListForm service={service} serviceName={name} lists={lists} groups={groups} onDone={() => setAdding(false)} />
          ) : (
            <button type="button" className={buttons.secondary} onClick={() => setAdding(true)}>
              {t('Add a list for {service}', { service: name })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * /admin/prices: the price lists by service, each with what families see from it (DESIGN: Prices).
 * Editors and admins change them; agents read them to answer a family on the phone.
 */
export function PricesPage() {
  const session = useStaffSession();
  const lists = useQuery({ queryKey: PRICE_LISTS_KEY, queryFn: () => staffCall(listPriceLists, {}) });
  const editable = session.data?.staff.role === 'admin' || session.data?.staff.role === 'editor';
  const demo = lists.data?.priceLists.filter((l) => l.demo).length ?? 0;
  return (
    <>
      <h1>{t('Prices')}</h1>
      <p className={styles.hint}>
        {t(
          'Each service has a general list, for every nationality group without a list of its own. Amounts are before VAT; the totals are what the maid cards and the forms families sign show. A saved change shows on the site at once.',
        )}
      </p>
      {demo > 0 && (
        <p className={own.demoNote} role="note">
          <strong>{t('Demo prices.')}</strong>{' '}
          {t('{n} of these lists still hold the demo values the site was installed with, not your agency’s prices. Set the real ones before families see the site.', {
            n: demo,
          })}
        </p>
      )}
      {!editable && <p className={styles.hint}>{t('You can read the prices; editors and admins change them.')}</p>}
      <Failure error={lists.error} />
      {lists.data &&
        SERVICES.map((service) => (
          <ServiceSection
            key={service}
            service={service}
            lists={lists.data.priceLists.filter((l) => l.service === service)}
            groups={lists.data.matchingTypes}
            editable={editable}
          />
        ))}
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deletePriceList } from '../../../../shared/api/admin-prices/contracts';
import type { AdminPriceList } from '../../../../shared/api/admin-prices/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Failure } from '../shared/failure';
import { ConfirmDelete } from '../shared/list-actions';
import { PRICE_LISTS_KEY, PriceListForm } from './price-list-form';
import { FamilyView } from './price-totals';
import own from './prices.module.css';
import { staffCall } from '../shared/staff-api';

/** The list's name on the page: its group, or the general list's. */
export const groupName = (list: Pick<AdminPriceList, 'matchingTypeLabel'>) => list.matchingTypeLabel ?? t('General: every other nationality');

/** One price list: what families see from it; for editors, its form and its removal. */
export function PriceListCard({ list, serviceName, editable }: { list: AdminPriceList; serviceName: string; editable: boolean }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => staffCall(deletePriceList, { params: { id: list.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PRICE_LISTS_KEY }),
  });
  const name = `${serviceName}: ${groupName(list)}`;
  const titleId = `price-list-${list.id}-title`;
  return (
    <li className={own.card} aria-labelledby={titleId}>
      <div className={own.cardHead}>
        <h3 id={titleId} className={own.cardTitle}>
          {groupName(list)}
        </h3>
        {list.demo && <span className={own.demo}>{t('Demo values')}</span>}
      </div>
      {!editing && <FamilyView quote={list.quote} />}
      {editable && !editing && (
        <div className={own.buttons}>
          <button type="button" className={buttons.secondary} onClick={() => setEditing(true)} aria-label={t('Edit {name}', { name })}>
            {t('Edit')}
          </button>
          <ConfirmDelete
            onDelete={() => remove.mutate()}
            pending={remove.isPending}
            label={t('Delete {name}', { name })}
            warning={
              <p className={own.confirm}>
                {list.matchingTypeId === null
                  ? t('Maids of this service will show no price until a new general list is made.')
                  : t('{group} maids will be priced by the general list.', { group: groupName(list) })}
              </p>
            }
          />
        </div>
      )}
      {editing && <PriceListForm list={list} name={name} onDone={() => setEditing(false)} />}
      <Failure error={remove.error} />
    </li>
  );
}

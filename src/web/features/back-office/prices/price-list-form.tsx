import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { updatePriceList } from '../../../../shared/api/admin-prices/contracts';
import { MAX_PRICE_ITEMS, type AdminPriceList, type PriceListFields } from '../../../../shared/api/admin-prices/schemas';
import { ITEM_KINDS, quote, type PriceItemKind } from '../../../../shared/pricing/price-list';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { LocalizedTextField } from '../shared/localized-text-field';
import { PriceChangeCheck } from './price-change-check';
import { draftOf, fieldsOf, previewOf, type ItemDraft, type ListDraft } from './price-draft';
import { FamilyView } from './price-totals';
import own from './prices.module.css';
import { staffCall } from '../shared/staff-api';

export const PRICE_LISTS_KEY = ['admin', 'price-lists'] as const;

export const KIND_NAMES: Record<PriceItemKind, string> = { once: 'One-off charge', first_month: 'First-month change (offer)' };
const AMOUNT_NAMES: Record<PriceItemKind, string> = { once: 'Charge (AED)', first_month: 'Off the first month (AED)' };

function ItemRow({ id, index, item, onChange, onRemove }: { id: string; index: number; item: ItemDraft; onChange: (item: ItemDraft) => void; onRemove: () => void }) {
  const field = (name: string) => `${id}-${name}`;
  return (
    <fieldset className={own.itemRow}>
      <legend className={own.itemLegend}>{t('Item {n}', { n: index + 1 })}</legend>
      <div className={own.itemLabel}>
        <LocalizedTextField id={field('label')} label={t('Label families read')} value={item.label} onChange={(label) => onChange({ ...item, label })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('kind')}>{t('Kind')}</label>
        <select id={field('kind')} value={item.kind} onChange={(e) => onChange({ ...item, kind: e.target.value as PriceItemKind })}>
          {ITEM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_NAMES[kind])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={field('amount')}>{t(AMOUNT_NAMES[item.kind])}</label>
        <input id={field('amount')} inputMode="decimal" value={item.amount} onChange={(e) => onChange({ ...item, amount: e.target.value })} autoComplete="off" />
      </div>
      <label className={`${styles.check} ${own.itemVat}`}>
        <input type="checkbox" checked={item.vat} onChange={(e) => onChange({ ...item, vat: e.target.checked })} />
        {t('VAT added')}
      </label>
      <button type="button" className={`${buttons.secondary} ${own.itemRemove}`} onClick={onRemove} aria-label={t('Remove item {n}', { n: index + 1 })}>
        {t('Remove')}
      </button>
    </fieldset>
  );
}

/**
 * A list's fee, VAT rate and items, with the totals families would see as they are typed. Saving
 * asks first: what changes, from → to, and whom it reaches (price-change-check.tsx).
 */
export function PriceListForm({ list, name, onDone }: { list: AdminPriceList; name: string; onDone: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<ListDraft>(() => draftOf(list));
  const [problem, setProblem] = useState<string | null>(null);
  /** The fields being checked before the save; the form is read-only meanwhile. */
  const [checking, setChecking] = useState<PriceListFields | null>(null);
  const newRows = useRef(0);
  const save = useMutation({
    mutationFn: (fields: PriceListFields) => staffCall(updatePriceList, { params: { id: list.id }, body: fields }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = fieldsOf(draft);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    save.reset();
    setChecking(result.fields);
  };
  const id = (part: string) => `price-${list.id}-${part}`;
  const setItem = (index: number) => (item: ItemDraft) => setDraft({ ...draft, items: draft.items.map((old, i) => (i === index ? item : old)) });
  const addItem = () => {
    newRows.current += 1;
    setDraft({ ...draft, items: [...draft.items, { key: `new-${newRows.current}`, code: null, label: { en: '' }, kind: 'once', amount: '0', vat: true }] });
  };
  const preview = previewOf(draft, list);

  return (
    <form className={own.editor} onSubmit={submit} noValidate aria-label={t('Change {name}', { name })}>
      <fieldset className={own.editorFields} disabled={checking !== null}>
        <div className={own.feeFields}>
          <div className={styles.field}>
            <label htmlFor={id('fee')}>{t('Monthly fee before VAT (AED)')}</label>
            <input id={id('fee')} inputMode="decimal" value={draft.fee} onChange={(e) => setDraft({ ...draft, fee: e.target.value })} autoComplete="off" />
          </div>
          <div className={styles.field}>
            <label htmlFor={id('vat')}>{t('VAT rate (%)')}</label>
            <input id={id('vat')} inputMode="decimal" value={draft.vatRate} onChange={(e) => setDraft({ ...draft, vatRate: e.target.value })} aria-describedby={id('vat-hint')} autoComplete="off" />
            <p className={styles.hint} id={id('vat-hint')}>
              {t('5 in the UAE.')}
            </p>
          </div>
        </div>
        <div className={own.items}>
          <h4 className={own.itemsTitle}>{t('Items')}</h4>
          <p className={styles.hint}>
            {t('A one-off charge is paid with the first payment; at 0 families read it as included. A first-month change is an offer: the AED it takes off the first month.')}
          </p>
          {draft.items.map((item, index) => (
            <ItemRow
              key={item.key}
              id={id(`item-${item.key}`)}
              index={index}
              item={item}
              onChange={setItem(index)}
              onRemove={() => setDraft({ ...draft, items: draft.items.filter((_, i) => i !== index) })}
            />
          ))}
          <div>
            <button type="button" className={buttons.secondary} onClick={addItem} disabled={draft.items.length >= MAX_PRICE_ITEMS}>
              {t('Add an item')}
            </button>
          </div>
        </div>
      </fieldset>
      <section className={own.preview} aria-labelledby={id('preview-title')}>
        <h4 className={own.itemsTitle} id={id('preview-title')}>
          {t('What families will see')}
        </h4>
        {preview ? <FamilyView quote={quote(preview)} /> : <p className={styles.hint}>{t('Type the amounts to see the totals.')}</p>}
      </section>
      {checking ? (
        <PriceChangeCheck
          list={list}
          name={name}
          fields={checking}
          saving={save.isPending}
          error={save.error}
          onConfirm={() => save.mutate(checking)}
          onBack={() => setChecking(null)}
        />
      ) : (
        <>
          <div className={own.buttons}>
            <button type="submit" className={buttons.primary}>
              {t('Save the prices')}
            </button>
            <button type="button" className={buttons.secondary} onClick={onDone}>
              {t('Cancel')}
            </button>
          </div>
          {problem && <Failure error={new Error(problem)} />}
        </>
      )}
    </form>
  );
}

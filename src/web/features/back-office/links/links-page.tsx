import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { exportLinkHits, listLinks } from '../../../../shared/api/admin-links/contracts';
import { LINK_KINDS } from '../../../../shared/api/admin-links/schemas';
import { urlOf } from '../../../../shared/api/contract';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { FilterSelect } from '../shared/filter-select';
import { staffCall } from '../shared/staff-api';

const FILTERS = ['q', 'kind', 'disabled'] as const;
type Filter = Record<(typeof FILTERS)[number], string>;

/** /admin/links: every redirect link and QR/campaign slug with its hits; the filters are in the URL. */
export function LinksPage() {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filter;
  const [draft, setDraft] = useState<Filter>(filter);
  const links = useQuery({
    queryKey: ['admin', 'links', filter],
    queryFn: () => staffCall(listLinks, { query: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')) }),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof Filter) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void setParams(new URLSearchParams(Object.entries(draft).filter(([, v]) => v !== '')));
  };
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('Links and QR codes')}</h1>
        <div className={styles.actions}>
          <a className={buttons.secondary} href={urlOf(exportLinkHits, {}, { days: 30 })} download>
            {t('All hits of 30 days (CSV)')}
          </a>
          <Link className={buttons.primary} to="/admin/link">
            {t('Add a link')}
          </Link>
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="link-filter-title">
        <h2 id="link-filter-title">{t('Find')}</h2>
        <form className={styles.row} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor="link-q">{t('Slug or target')}</label>
            <input id="link-q" type="search" value={draft.q} onChange={set('q')} />
          </div>
          <FilterSelect id="link-kind" label={t('Kind')} value={draft.kind} onChange={set('kind')} options={LINK_KINDS.map((k) => ({ value: k, label: t(k) }))} />
          <FilterSelect
            id="link-disabled"
            label={t('State')}
            value={draft.disabled}
            onChange={set('disabled')}
            options={[
              { value: 'false', label: t('On') },
              { value: 'true', label: t('Disabled') },
            ]}
          />
          <button type="submit" className={buttons.primary}>
            {t('Show')}
          </button>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="link-list-title">
        <h2 id="link-list-title">{links.data ? t('{n} links', { n: links.data.links.length }) : t('Links')}</h2>
        <Failure error={links.error} />
        {links.isPending && <p>{t('Loading…')}</p>}
        {links.data && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Slug')}</th>
                  <th scope="col">{t('Kind')}</th>
                  <th scope="col">{t('Goes to')}</th>
                  <th scope="col">{t('Hits, 7 days')}</th>
                  <th scope="col">{t('Hits, 30 days')}</th>
                  <th scope="col">{t('All hits')}</th>
                </tr>
              </thead>
              <tbody>
                {links.data.links.map((link) => (
                  <tr key={link.slug}>
                    <td>
                      <Link to={`/admin/link?slug=${encodeURIComponent(link.slug)}`}>/{link.slug}</Link>
                      {link.disabled && <strong> · {t('disabled')}</strong>}
                    </td>
                    <td>{t(link.kind)}</td>
                    <td className={styles.target}>{link.kind === 'whatsapp' ? `WhatsApp +${link.targetUrl}` : link.targetUrl}</td>
                    <td>{link.hits7}</td>
                    <td>{link.hits30}</td>
                    <td>{link.hits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createLink, exportLinkHits, getLink, getLinkQr, updateLink } from '../../../../shared/api/admin-links/contracts';
import { LINK_KINDS, type AdminLink, type LinkKind } from '../../../../shared/api/admin-links/schemas';
import { urlOf } from '../../../../shared/api/contract';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { failureText, staffCall } from '../shared/staff-api';

interface Draft {
  slug: string;
  kind: LinkKind;
  targetUrl: string;
  desktopUrl: string;
  message: string;
  disabled: boolean;
}

const draftOf = (link?: AdminLink): Draft => ({
  slug: link?.slug ?? '',
  kind: link?.kind ?? 'external',
  targetUrl: link?.targetUrl ?? '',
  desktopUrl: link?.desktopUrl ?? '',
  message: link?.message ?? '',
  disabled: link?.disabled ?? false,
});

const TARGET_HINT: Record<LinkKind, string> = {
  external: 'A page of this site (/hire-maid), a tel: link, or an https address on WhatsApp, Google, the app stores or Trustpilot.',
  whatsapp: 'The phone number with its country code, e.g. 971501234567.',
  document: 'A page of this site, e.g. /legal.',
};

/** The chat as a phone would open it: the number and the prefilled message. */
function WhatsappPreview({ number, message }: { number: string; message: string }) {
  return (
    <div className={styles.field} aria-live="polite">
      <span>{t('Preview: a chat with +{number} opens with', { number: number.replace(/\D/g, '') || '…' })}</span>
      <p className={styles.bubble}>{message || t('(no message: the chat opens empty)')}</p>
    </div>
  );
}

function LinkForm({ link }: { link?: AdminLink }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(draftOf(link));
  const save = useMutation({
    mutationFn: () => {
      const fields = { kind: draft.kind, targetUrl: draft.targetUrl, desktopUrl: draft.desktopUrl || null, message: draft.message || null, disabled: draft.disabled };
      return link ? staffCall(updateLink, { params: { slug: link.slug }, body: fields }) : staffCall(createLink, { body: { slug: draft.slug, ...fields } });
    },
    onSuccess: ({ link: saved }) => {
      client.setQueryData(['admin', 'link', saved.slug], { link: saved });
      void client.invalidateQueries({ queryKey: ['admin', 'links'] });
      setDraft(draftOf(saved));
      if (!link) void navigate(`/admin/link?slug=${encodeURIComponent(saved.slug)}`, { replace: true });
    },
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section className={styles.panel} aria-labelledby="link-form-title">
      <h2 id="link-form-title">{link ? t('Where it leads') : t('New link')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.grid}>
          {!link && (
            <div className={styles.field}>
              <label htmlFor="link-slug">{t('Slug')}</label>
              <input id="link-slug" value={draft.slug} onChange={set('slug')} aria-describedby="link-slug-hint" />
              <p className={styles.hint} id="link-slug-hint">
                {t('The address is the site followed by /slug: letters, digits, dashes or underscores.')}
              </p>
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor="link-kind-field">{t('Kind')}</label>
            <select id="link-kind-field" value={draft.kind} onChange={set('kind')}>
              {LINK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(k)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="link-target">{draft.kind === 'whatsapp' ? t('WhatsApp number') : t('Goes to')}</label>
            <input id="link-target" value={draft.targetUrl} onChange={set('targetUrl')} aria-describedby="link-target-hint" />
            <p className={styles.hint} id="link-target-hint">
              {t(TARGET_HINT[draft.kind])}
            </p>
          </div>
          {draft.kind === 'external' && (
            <div className={styles.field}>
              <label htmlFor="link-desktop">{t('On a computer, goes to (optional)')}</label>
              <input id="link-desktop" value={draft.desktopUrl} onChange={set('desktopUrl')} />
            </div>
          )}
        </fieldset>
        {draft.kind === 'whatsapp' && (
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="link-message">{t('Message the chat starts with')}</label>
              <textarea id="link-message" value={draft.message} onChange={set('message')} />
            </div>
            <WhatsappPreview number={draft.targetUrl} message={draft.message} />
          </div>
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={draft.disabled} onChange={(e) => setDraft({ ...draft, disabled: e.target.checked })} />
          {t('Disabled: the address goes to the home page')}
        </label>
        <Failure error={save.error} />
        {save.isSuccess && (
          <p className={styles.done} role="status">
            {t('Saved. The address leads there now.')}
          </p>
        )}
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {link ? t('Save') : t('Add the link')}
        </button>
      </form>
    </section>
  );
}

function ForPrint({ link }: { link: AdminLink }) {
  const qr = (format: 'svg' | 'png') => urlOf(getLinkQr, { slug: link.slug }, { format });
  return (
    <section className={styles.panel} aria-labelledby="link-print-title">
      <h2 id="link-print-title">{t('QR code and hits')}</h2>
      <div className={styles.row}>
        <img className={styles.qrPreview} src={qr('svg')} alt={t('QR code of /{slug}', { slug: link.slug })} width={160} height={160} />
        <div className={styles.form}>
          <p>
            {t('Hits: {h7} in 7 days, {h30} in 30 days, {all} in all.', { h7: link.hits7, h30: link.hits30, all: link.hits })}
          </p>
          <div className={styles.actions}>
            <a className={buttons.secondary} href={qr('svg')} download>
              {t('QR code (SVG, for print)')}
            </a>
            <a className={buttons.secondary} href={qr('png')} download>
              {t('QR code (PNG)')}
            </a>
            <a className={buttons.secondary} href={urlOf(exportLinkHits, {}, { slug: link.slug, days: 30 })} download>
              {t('Hits of 30 days (CSV)')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

/** /admin/link?slug=…: one link to change, its QR code and hits; without a slug, a new one. */
export function LinkPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? undefined;
  const link = useQuery({
    queryKey: ['admin', 'link', slug],
    queryFn: () => staffCall(getLink, { params: { slug: slug! } }),
    enabled: slug !== undefined,
  });
  return (
    <>
      <p>
        <Link to="/admin/links">← {t('All links')}</Link>
      </p>
      <h1>{slug ? `/${slug}` : t('Add a link')}</h1>
      {!slug ? (
        <LinkForm />
      ) : link.error ? (
        <p className={styles.error} role="alert">
          {failureText(link.error)}
        </p>
      ) : !link.data ? (
        <p>{t('Loading…')}</p>
      ) : (
        <>
          <LinkForm key={link.data.link.slug} link={link.data.link} />
          <ForPrint link={link.data.link} />
        </>
      )}
    </>
  );
}

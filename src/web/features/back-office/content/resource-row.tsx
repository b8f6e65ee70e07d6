import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { replaceResourceFile } from '../../../../shared/api/admin-resources/contracts';
import { MAX_RESOURCE_BYTES, type AdminResource } from '../../../../shared/api/admin-resources/schemas';
import { urlOf } from '../../../../shared/api/contract';
import { downloadResource } from '../../../../shared/api/resources/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import own from './resources-section.module.css';
import { uploadWithProgress } from '../shared/staff-api';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });
const MAX_MB = MAX_RESOURCE_BYTES / 1024 / 1024;
export const ADMIN_RESOURCES_KEY = ['admin', 'resources'] as const;

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return t('{n} KB', { n: Math.max(1, Math.round(bytes / 1024)) });
  return t('{n} MB', { n: (bytes / 1024 / 1024).toFixed(1) });
}

/** One PDF: what families get now, and a new file to put in its place. */
export function ResourceRow({ resource }: { resource: AdminResource }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const replace = useMutation({
    mutationFn: (chosen: File) => {
      if (chosen.size > MAX_RESOURCE_BYTES) throw new Error(t('This PDF is larger than {max} MB. Save it smaller and upload it again.', { max: MAX_MB }));
      setSent(0);
      return uploadWithProgress(replaceResourceFile, { code: resource.code }, chosen, setSent);
    },
    onSuccess: ({ resource: saved }) => {
      client.setQueryData(ADMIN_RESOURCES_KEY, (old: { resources: AdminResource[] } | undefined) =>
        old ? { resources: old.resources.map((r) => (r.code === saved.code ? saved : r)) } : old,
      );
      setFile(null);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) replace.mutate(file);
  };
  const id = `resource-${resource.code}`;
  // The public download is cached for an hour: the file's date in the address opens the new one at once.
  const href = `${urlOf(downloadResource, {}, { code: resource.code })}&v=${encodeURIComponent(resource.updatedAt ?? '')}`;

  return (
    <li className={own.item} aria-labelledby={`${id}-title`}>
      <div className={own.about}>
        <h3 id={`${id}-title`} className={own.title}>
          {resource.title}
        </h3>
        <p className={styles.hint}>
          {resource.fileName} · {resource.code}
        </p>
        <p className={own.facts}>
          {resource.size === null || resource.updatedAt === null ? (
            <span className={styles.error}>{t('The file is missing: upload it again.')}</span>
          ) : (
            t('{size}, stored {date}', { size: sizeText(resource.size), date: when.format(new Date(resource.updatedAt)) })
          )}
        </p>
        {resource.size !== null && (
          <a className={own.open} href={href} target="_blank" rel="noopener noreferrer">
            {t('Open {title}', { title: resource.title })}
          </a>
        )}
      </div>
      <form className={own.replace} onSubmit={submit} noValidate aria-label={t('Replace {title}', { title: resource.title })}>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{t('New PDF for {title}', { title: resource.title })}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            disabled={replace.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              replace.reset();
              setFile(e.target.files?.[0] ?? null);
            }}
          />
          <p className={styles.hint} id={`${id}-hint`}>
            {t('A PDF up to {max} MB. The name families download stays {name}.', { max: MAX_MB, name: resource.fileName })}
          </p>
        </div>
        <div className={own.actions}>
          <button type="submit" className={buttons.secondary} disabled={!file || replace.isPending}>
            {replace.isPending ? t('Replacing…') : t('Replace')}
          </button>
          {replace.isPending && <progress aria-label={t('Sending {title}', { title: resource.title })} max={1} value={sent} />}
        </div>
        <div aria-live="polite">
          {replace.isSuccess && <p className={styles.done}>{t('Replaced: families now get the new PDF.')}</p>}
        </div>
        <Failure error={replace.error} />
      </form>
    </li>
  );
}

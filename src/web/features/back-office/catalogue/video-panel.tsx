import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getMaidVideo, uploadMaidVideo } from '../../../../shared/api/admin-catalogue/contracts';
import { MAX_VIDEO_BYTES, type AdminMaid } from '../../../../shared/api/admin-catalogue/schemas';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall, uploadWithProgress } from '../shared/staff-api';

const ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';

/** Her video: what families see now, and a new one uploaded, transcoded and switched to. */
export function VideoPanel({ maid, canEdit }: { maid: AdminMaid; canEdit: boolean }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(0);
  const video = useQuery({
    queryKey: ['admin', 'maid-video', maid.id],
    queryFn: () => staffCall(getMaidVideo, { params: { id: maid.id } }),
    // While it is being transcoded, its progress is read every second.
    refetchInterval: (query) => (['queued', 'processing'].includes(query.state.data?.video?.status ?? '') ? 1000 : false),
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (file.size > MAX_VIDEO_BYTES) throw new Error(t('This video is larger than 200 MB. Trim it on the phone, or record a shorter one.'));
      setSent(0);
      return uploadWithProgress(uploadMaidVideo, { id: maid.id }, file, setSent);
    },
    // Read again rather than set: the progress polling starts from a fetch's answer.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'maid-video', maid.id] }),
  });
  const status = video.data?.video?.status;
  // Ready: the maid now has the new video and poster.
  useEffect(() => {
    if (status === 'ready') void client.invalidateQueries({ queryKey: ['admin', 'maid', maid.id] });
  }, [status, client, maid.id]);

  const latest = video.data?.video;
  return (
    <section className={styles.panel} aria-labelledby="video-title">
      <h2 id="video-title">{t('Video')}</h2>
      <div className={styles.row}>
        {maid.videoURL ? (
          <video className={styles.video} src={maid.videoURL} poster={maid.posterURL ?? undefined} controls preload="none" aria-label={t('Her video')} />
        ) : (
          <p>{t('No video yet: she stays hidden until one is ready.')}</p>
        )}
        <div className={styles.form}>
          {canEdit && (
            <div className={styles.field}>
              <label htmlFor="video-file">{maid.videoURL ? t('Replace with a new video') : t('Upload her video')}</label>
              <input
                id="video-file"
                ref={input}
                type="file"
                accept={ACCEPT}
                disabled={upload.isPending}
                aria-describedby="video-hint"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) upload.mutate(file);
                }}
              />
              <p className={styles.hint} id="video-hint">
                {t('A phone video (MP4, MOV or WebM) up to 200 MB. It is converted for the site; her card switches when it is ready.')}
              </p>
            </div>
          )}
          {upload.isPending && (
            <div className={styles.field}>
              <label htmlFor="upload-progress">{t('Sending')}</label>
              <progress id="upload-progress" max={1} value={sent} />
            </div>
          )}
          <Failure error={upload.error} />
          {latest && (latest.status === 'queued' || latest.status === 'processing') && (
            <div className={styles.field} role="status">
              <label htmlFor="transcode-progress">{latest.status === 'queued' ? t('Waiting to be converted…') : t('Converting: {n}%', { n: latest.progress })}</label>
              <progress id="transcode-progress" max={100} value={latest.progress} />
            </div>
          )}
          {latest?.status === 'failed' && (
            <p className={styles.error} role="alert">
              {t('The last video could not be used: {reason} Her previous video stays.', { reason: latest.error ?? '' })}
            </p>
          )}
          {latest?.status === 'ready' && latest.durationS !== null && (
            <p className={styles.done} role="status">
              {t('The new video is on the site ({s} s).', { s: Math.round(latest.durationS) })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

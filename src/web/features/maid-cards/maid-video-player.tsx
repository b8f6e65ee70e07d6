import { useEffect, useRef } from 'react';
import { track } from '../../lib/analytics';
import { t } from '../../lib/i18n';
import { claimPlayback, releasePlayback } from './playback';
import { PROGRESS_INTERVAL_MS, WatchSession } from './watch-session';
import styles from './maid-card.module.css';
import { VIDEO_HEIGHT as HEIGHT, VIDEO_WIDTH as WIDTH } from './video-size';

interface Props {
  maidId: number;
  name: string;
  videoURL: string;
  posterURL: string;
  captionsURL?: string | null;
}

/**
 * The playing video of a card, which logs WATCH_VIDEO events. Loaded only when a visitor is about
 * to press play, so none of it is in the page's first load.
 */
export function MaidVideoPlayer({ maidId, name, videoURL, posterURL, captionsURL }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const session = new WatchSession(maidId, (event) => track('WATCH_VIDEO', { ...event }));
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopTimer = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const onPlay = () => {
      claimPlayback(video);
      session.play(video.currentTime, video.duration);
      stopTimer();
      timer = setInterval(() => {
        session.time(video.currentTime);
        session.progress(video.duration);
      }, PROGRESS_INTERVAL_MS);
    };
    const onTime = () => session.time(video.currentTime);
    const onPause = () => {
      // 'pause' also fires at the end; the 'ended' handler logs that one.
      if (video.ended) return;
      stopTimer();
      session.pause(video.currentTime, video.duration);
    };
    const onEnded = () => {
      stopTimer();
      session.end(video.duration);
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    video.play()?.catch(() => undefined);
    return () => {
      stopTimer();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      releasePlayback(video);
    };
  }, [maidId]);

  return (
    <div className={styles.media}>
      <video
        ref={videoRef}
        className={styles.video}
        src={videoURL}
        poster={posterURL}
        preload="none"
        width={WIDTH}
        height={HEIGHT}
        controls
        playsInline
        aria-label={t("{name}'s video", { name })}
      >
        {/* Shown from the start: a muted phone or a deaf visitor still gets her words. */}
        {captionsURL ? <track kind="captions" src={captionsURL} srcLang="en" label={t('English')} default /> : null}
      </video>
    </div>
  );
}

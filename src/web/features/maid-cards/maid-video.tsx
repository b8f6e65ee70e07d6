import { useEffect, useRef, useState } from 'react';
import { track } from '../../lib/analytics';
import { claimPlayback, releasePlayback } from './playback';
import { PROGRESS_INTERVAL_MS, WatchSession } from './watch-session';
import styles from './maid-card.module.css';
import { t } from '../../lib/i18n';

interface Props {
  maidId: number;
  name: string;
  videoURL: string;
  posterURL: string;
  /** Posters of the first cards load at once; the rest wait until they are near the screen. */
  eager?: boolean;
}

/** Natural size of the clips (portrait 360x640); the box keeps this ratio so nothing shifts. */
const WIDTH = 360;
const HEIGHT = 640;

/**
 * The card's player: only the poster until the visitor presses play, so no video byte is fetched
 * before that; then a <video> in the same box, which logs WATCH_VIDEO events.
 */
export function MaidVideo({ maidId, name, videoURL, posterURL, eager = false }: Props) {
  const [started, setStarted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!started || !video) return;
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
  }, [started, maidId]);

  if (!started) {
    return (
      <div className={styles.media}>
        <img
          className={styles.poster}
          src={posterURL}
          alt={t('{name}, video preview', { name })}
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
        />
        <button type="button" className={styles.play} onClick={() => setStarted(true)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path fill="currentColor" d="M8 5v14l11-7z" />
          </svg>
          <span className="visually-hidden">{t("Play {name}'s video", { name })}</span>
        </button>
      </div>
    );
  }
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
      />
    </div>
  );
}

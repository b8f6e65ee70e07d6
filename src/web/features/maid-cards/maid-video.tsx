import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import type { PosterSource } from '../../../shared/api/catalogue/schemas';
import styles from './maid-card.module.css';
import { MaidPoster } from './maid-poster';
import { usePosterShown } from './use-poster-shown';

interface Props {
  maidId: number;
  name: string;
  videoURL: string;
  posterURL: string;
  posterSources?: PosterSource[];
  captionsURL?: string | null;
  /** The first card's poster (the page's largest image) loads at once, with high priority; the others when on screen. */
  eager?: boolean;
}

// The player (the <video> and its WATCH_VIDEO logging) is fetched when a pointer or the keyboard
// reaches a play button, before the click completes, so it is not part of the first load.
const loadPlayer = () => import('./maid-video-player');
const MaidVideoPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.MaidVideoPlayer })));
const preload = () => void loadPlayer();

/**
 * The card's player: only the poster until the visitor presses play, so no video byte is fetched
 * before that; then a <video> in the same box. The box keeps its 9:16 size and colour while the
 * poster waits (usePosterShown), so nothing shifts.
 */
export function MaidVideo({ maidId, name, videoURL, posterURL, posterSources, captionsURL, eager = false }: Props) {
  const [started, setStarted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const posterShown = usePosterShown(box, eager);
  const poster = posterShown ? <MaidPoster posterURL={posterURL} posterSources={posterSources} alt={t('{name}, video preview', { name })} eager={eager} /> : null;

  if (started) {
    return (
      <Suspense fallback={<div className={styles.media}>{poster}</div>}>
        <MaidVideoPlayer maidId={maidId} name={name} videoURL={videoURL} posterURL={posterURL} captionsURL={captionsURL} />
      </Suspense>
    );
  }
  return (
    <div className={styles.media} ref={box}>
      {poster}
      <button
        type="button"
        className={styles.play}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setStarted(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
        <span className="visually-hidden">{t("Play {name}'s video", { name })}</span>
      </button>
    </div>
  );
}

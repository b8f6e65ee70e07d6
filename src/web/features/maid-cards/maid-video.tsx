import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import type { PosterSource } from '../../../shared/api/catalogue/schemas';
import styles from './maid-card.module.css';
import { usePosterShown } from './use-poster-shown';
import { VIDEO_HEIGHT as HEIGHT, VIDEO_WIDTH as WIDTH } from './video-size';

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
export function MaidVideo(props: Props) {
  const { name, posterURL, posterSources, eager = false } = props;
  const [started, setStarted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const posterShown = usePosterShown(box, eager);
  // AVIF or WebP at the width the screen needs where she has them, else the JPEG; width/height keep
  // the box's size before the picture arrives. No `sizes`: its default, the screen's width, is the
  // card's on a phone, and on a wide screen costs a 720 px AVIF of 3–8 KB (first-load JS is at its budget).
  const poster = posterShown ? (
    <picture>
      {posterSources?.map((source) => <source key={source.type} {...source} />)}
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
    </picture>
  ) : null;

  if (started) {
    return (
      <Suspense fallback={<div className={styles.media}>{poster}</div>}>
        <MaidVideoPlayer {...props} />
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
        <span className="visually-hidden">{t("Play {name}'s video", { name })}</span>
      </button>
    </div>
  );
}

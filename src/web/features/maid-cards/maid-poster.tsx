import type { PosterSource } from '../../../shared/api/catalogue/schemas';
import styles from './maid-card.module.css';
import { VIDEO_HEIGHT as HEIGHT, VIDEO_WIDTH as WIDTH } from './video-size';

/** The card is the screen's width on a phone and at most about 360 px in the wider grids. */
const SIZES = '(min-width: 720px) 360px, 100vw';

interface Props {
  posterURL: string;
  posterSources?: PosterSource[];
  alt: string;
  eager: boolean;
}

/**
 * A card's poster: AVIF or WebP at the width the screen needs where the maid has them, the JPEG
 * otherwise. width/height keep the box's size before the picture arrives.
 */
export function MaidPoster({ posterURL, posterSources, alt, eager }: Props) {
  const img = (
    <img
      className={styles.poster}
      src={posterURL}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!posterSources?.length) return img;
  return (
    <picture className={styles.posterPicture}>
      {posterSources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={SIZES} width={WIDTH} height={HEIGHT} />
      ))}
      {img}
    </picture>
  );
}

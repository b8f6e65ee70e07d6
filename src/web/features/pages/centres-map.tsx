import { t } from '../../lib/i18n';
import type { ServiceCentre } from './content/service-centres';
import { NEIGHBOURS, UAE_OUTLINE } from './content/uae-outline';
import styles from './centres-map.module.css';

/** The part of the UAE drawn: from west of Abu Dhabi city to the east coast, in degrees. */
const WEST = 53.3;
const NORTH = 26.2;
const SOUTH = 23.55;
const EAST = 56.6;
/** SVG units per degree of latitude; longitude is narrowed by cos(24.5°) so the shape keeps its proportions. */
const SCALE = 120;
const NARROWING = Math.cos((24.5 * Math.PI) / 180);

const x = (longitude: number) => (longitude - WEST) * NARROWING * SCALE;
const y = (latitude: number) => (NORTH - latitude) * SCALE;
const WIDTH = Math.round(x(EAST));
const HEIGHT = Math.round(y(SOUTH));
const pointsOf = (shape: ReadonlyArray<readonly [number, number]>) => shape.map(([lon, lat]) => `${x(lon).toFixed(1)},${y(lat).toFixed(1)}`).join(' ');
const OUTLINE = pointsOf(UAE_OUTLINE);

/**
 * The centres as numbered pins on a map the site draws itself (no tiles, no third party: it works
 * offline and sets no cookie). The numbers are those of the list under it, where each centre's
 * address and its "Open in Maps" link are; the map only shows where they are.
 */
export function CentresMap({ centres }: { centres: readonly ServiceCentre[] }) {
  const cities = [...new Set(centres.map((c) => c.city))].map((city) => {
    const own = centres.filter((c) => c.city === city);
    // Under the city's southernmost pin.
    const south = own.reduce((a, b) => (b.latitude < a.latitude ? b : a));
    return { city, x: x(own.reduce((sum, c) => sum + c.longitude, 0) / own.length), y: y(south.latitude) + 32 };
  });
  return (
    <figure className={styles.figure}>
      <svg className={styles.map} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="centres-map-caption">
        <rect className={styles.sea} width={WIDTH} height={HEIGHT} />
        {NEIGHBOURS.map((shape, i) => (
          <polygon key={i} className={styles.neighbour} points={pointsOf(shape)} />
        ))}
        <polygon className={styles.land} points={OUTLINE} />
        {cities.map((c) => (
          <text key={c.city} className={styles.city} x={c.x} y={c.y} textAnchor="middle">
            {t(c.city)}
          </text>
        ))}
        {centres.map((centre, i) => (
          <g key={centre.name} transform={`translate(${x(centre.longitude).toFixed(1)} ${y(centre.latitude).toFixed(1)})`}>
            <circle className={styles.pin} r={11} />
            <text className={styles.number} textAnchor="middle" dominantBaseline="central">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption id="centres-map-caption" className={styles.caption}>
        {t('Map of the UAE with our service centres: each number is a centre of the list below.')}
      </figcaption>
    </figure>
  );
}

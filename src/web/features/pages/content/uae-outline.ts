/**
 * The UAE's outline for the locations page's map, simplified to about 30 points (longitude, latitude
 * in degrees), from the coast and the borders as public maps draw them. It is a guide to where the
 * centres are, drawn by the site itself: no map tiles, no third party (docs/decisions/2026-11-28-locations-map.md).
 */
export const UAE_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [51.58, 24.26], [51.75, 24.05], [52.05, 24.02], [52.6, 24.2], [52.73, 24.12], [53.45, 24.12],
  [53.9, 24.18], [54.35, 24.5], [54.6, 24.75], [55.03, 25.02], [55.27, 25.25], [55.4, 25.36],
  [55.45, 25.42], [55.56, 25.57], [55.95, 25.8], [56.08, 26.05], [56.2, 25.85], [56.27, 25.62],
  [56.36, 25.34], [56.34, 25.12], [56.37, 24.97], [56.1, 24.85], [55.98, 24.62], [55.83, 24.22],
  [55.75, 24.0], [55.5, 23.6], [55.2, 22.7], [52.58, 22.94],
];

/**
 * Oman beside it (the main part to the east and Musandam to the north), drawn as land so the sea
 * is only where the sea is; the points it shares with the UAE's outline are the same.
 */
export const NEIGHBOURS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [56.37, 24.97], [56.47, 24.74], [56.75, 24.35], [57.5, 23.5], [57.5, 22], [55.2, 22.7], [55.5, 23.6],
    [55.75, 24.0], [55.83, 24.22], [55.98, 24.62], [56.1, 24.85],
  ],
  [[56.08, 26.05], [56.15, 26.25], [56.45, 26.45], [56.42, 26.0], [56.37, 25.75], [56.27, 25.62], [56.2, 25.85]],
];

/**
 * Numbers with thousands commas: 12345 -> '12,345'; decimals kept as given. A module of its own,
 * apart from the maid card's rules (maid-info.ts): the header's My List badge uses it on every
 * page, and would otherwise carry those rules into every first load (docs/performance.md).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const [int, frac] = String(Math.abs(value)).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

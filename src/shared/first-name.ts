/** First names show with a capital first letter and without a trailing comma. */
export function displayFirstName(name: string): string {
  const clean = name.trim().replace(/,+$/, '').trim();
  if (!clean) return '';
  return clean[0]!.toUpperCase() + clean.slice(1);
}

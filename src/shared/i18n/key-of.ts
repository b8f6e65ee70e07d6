/**
 * A catalogue's key for an English text: its 32-bit FNV-1a hash in base 36. The compiled
 * catalogues are keyed by it, so a language's chunk carries its own texts and not the English
 * ones again; the build fails if two texts ever hash alike (src/web/lib/i18n/vite-plugin.ts).
 */
export function keyOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

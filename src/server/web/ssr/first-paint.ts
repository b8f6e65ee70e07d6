import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_LIVE_EVENT } from '../../../shared/app-live.js';

/**
 * Starts the app on a server-rendered page once its first screen has painted, with its largest
 * picture (the `fetchpriority=high` ones: the first card's poster, the landing's illustration).
 * Only then do the scripts download (the page's chunks beside the entry, as the head's
 * modulepreloads did), so the HTML and that picture have the phone's link to themselves first.
 * Three seconds at most, in case a picture never arrives.
 * Until the app is live (APP_LIVE_EVENT), a press on a button, which only the app can act on, is
 * held and then replayed, so that a tap made early is not lost. Links work as links meanwhile.
 * docs/decisions/2026-11-29-first-paint-before-scripts.md.
 */
export const START_SCRIPT =
  '(function(){var d=document,s=0,held=[];function add(n,f){d.querySelectorAll("meta[name="+n+"]").forEach(function(m){d.head.append(f(m.content))})}' +
  'function hold(e){var b=e.target.closest&&e.target.closest("button");if(b){e.preventDefault();e.stopImmediatePropagation();held.push(b)}}' +
  'd.addEventListener("click",hold,true);' +
  `d.addEventListener("${APP_LIVE_EVENT}",function(){d.removeEventListener("click",hold,true);held.forEach(function(b){if(b.isConnected)b.click()})},{once:true});` +
  'function go(){if(s)return;s=1;' +
  'add("start-preload",function(u){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;return l});' +
  'add("start",function(u){var e=d.createElement("script");e.type="module";e.crossOrigin="";e.async=false;e.src=u;return e})}' +
  'Promise.all([].map.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return i.decode().catch(function(){})}))' +
  '.then(function(){requestAnimationFrame(function(){setTimeout(go)})});setTimeout(go,3000)})()';

/** The start script's hash, for the pages' Content-Security-Policy (no inline script runs without it). */
export const START_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * Rewrites the template and the page-chunk tags of a server-rendered page
 * (docs/decisions/2026-11-29-first-paint-before-scripts.md):
 * - each stylesheet is inlined, so the first paint waits for no request. The <style> names its
 *   file (`data-href`), so the loader of later pages (src/web/lib/preload-deps.ts) does not load
 *   it again;
 * - each entry script, and each of the page's chunks, is named in a <meta> (`start`,
 *   `start-preload`) for START_SCRIPT, put before </body>, to load after the first paint.
 * A stylesheet that cannot be read (or could close the element) keeps its link. Each input is
 * rewritten once: the template, and each page's chunk tags, are the same strings every time.
 */
export function firstPaintHead(dist: string): (html: string) => string {
  const styles = new Map<string, string | undefined>();
  const styleOf = (file: string): string | undefined => {
    if (!styles.has(file)) {
      let css: string | undefined;
      try {
        css = fs.readFileSync(path.join(dist, file), 'utf8').trim();
      } catch {
        css = undefined;
      }
      styles.set(file, css === undefined || /<\/style/i.test(css) ? undefined : css);
    }
    return styles.get(file);
  };
  const rewritten = new Map<string, string>();
  return (html) => {
    let out = rewritten.get(html);
    if (out !== undefined) return out;
    out = html
      .replace(MODULE_SCRIPT, (_, src: string) => `<meta name="start" content="${src}">`)
      .replace(MODULE_PRELOAD, (_, src: string) => `<meta name="start-preload" content="${src}">`)
      .replace(STYLESHEET, (tag, file: string) => {
        const css = styleOf(file);
        return css === undefined ? tag : `<style data-href="/${file}">${css}</style>`;
      })
      .replace('</body>', `  <script>${START_SCRIPT}</script>\n  </body>`);
    rewritten.set(html, out);
    return out;
  };
}

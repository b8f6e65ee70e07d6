import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../../http/security-headers.js';
import { firstPaintHead } from './first-paint.js';

const TEMPLATE = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/vendor-1.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div></body></html>`;
const PAGE_TAGS = `<link rel="stylesheet" crossorigin href="/assets/page-1.css">
    <link rel="modulepreload" crossorigin href="/assets/page-1.js">`;

function distWith(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, 'assets', name), text);
  return dist;
}

describe('the head of a server-rendered page', () => {
  it('inlines each stylesheet where its link was, naming its file, and fetches none', () => {
    const rewrite = firstPaintHead(distWith({ 'index-1.css': 'body{margin:0}\n', 'page-1.css': '.card{display:grid}' }));
    const html = rewrite(TEMPLATE);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style data-href="/assets/index-1.css">body{margin:0}</style>');
    expect(rewrite(PAGE_TAGS)).toContain('<style data-href="/assets/page-1.css">.card{display:grid}</style>');
  });

  it('names the entry scripts and the page chunks for after the first paint, in their order, and adds the start script', () => {
    const rewrite = firstPaintHead(distWith({ 'index-1.css': '', 'page-1.css': '' }));
    const html = rewrite(TEMPLATE);
    expect(html).not.toContain('<script type="module"');
    expect([...html.matchAll(/<meta name="start" content="([^"]+)">/g)].map((m) => m[1])).toEqual(['/assets/vendor-1.js', '/assets/index-1.js']);
    expect(rewrite(PAGE_TAGS)).toContain('<meta name="start-preload" content="/assets/page-1.js">');
    expect(rewrite(PAGE_TAGS)).not.toContain('modulepreload');
    expect(html).toMatch(/<script>[^<]+<\/script>\s*<\/body>/);
  });

  it("the start script is the one inline script the pages' policy allows", () => {
    const html = firstPaintHead(distWith({ 'index-1.css': '' }))(TEMPLATE);
    const inline = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
    const scriptSrc = pageSecurityHeaders({ gtm: false })['content-security-policy']!.split(';').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc.split(' ')).toEqual(['script-src', "'self'", hash]);
  });

  it('keeps the link of a stylesheet it cannot inline: missing, or able to close the element', () => {
    const rewrite = firstPaintHead(distWith({ 'page-1.css': 'a::after{content:"</style>"}' }));
    expect(rewrite(TEMPLATE)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(rewrite(PAGE_TAGS)).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css">');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const root = '/work/main';
const out = '/tmp/an/smbuild';
if (!process.argv.includes('--nobuild'))
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', mode: 'production', build: { outDir: out, sourcemap: true, emptyOutDir: true } });
const assets = path.join(out, 'assets');
const files = fs.readdirSync(assets);
const pick = (p: string) => files.filter((f) => new RegExp(`^${p}-[\\w-]{8}\\.js$`).test(f)).sort((a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size)[0]!;
const page = process.argv.find((a) => a.startsWith('--page='))?.slice(7) ?? 'hire-maid-page';
const set = (process.argv.find((a) => a.startsWith('--set='))?.slice(6).split(',') ?? ['index', 'catalogue', page]).map(pick).filter(Boolean);
const gz = (s: string) => zlib.gzipSync(s, { level: 9 }).length;
const result: Record<string, number> = {};
let total = 0;
for (const f of set) {
  const code = fs.readFileSync(path.join(assets, f), 'utf8');
  const map = new TraceMap(fs.readFileSync(path.join(assets, f + '.map'), 'utf8'));
  const lines = code.split('\n');
  const lineStart: number[] = []; let o = 0; for (const l of lines) { lineStart.push(o); o += l.length + 1; }
  // segments: [offset, source]
  const segs: Array<[number, string | null]> = [];
  eachMapping(map, (m) => segs.push([lineStart[m.generatedLine - 1]! + m.generatedColumn, m.source]));
  segs.sort((a, b) => a[0] - b[0]);
  const owner = new Array<string | null>(code.length).fill(null);
  for (let i = 0; i < segs.length; i++) { const end = i + 1 < segs.length ? segs[i + 1]![0] : code.length; for (let k = segs[i]![0]; k < end; k++) owner[k] = segs[i]![1]; }
  const full = gz(code); total += full;
  const sources = new Set(owner.filter(Boolean) as string[]);
  for (const s of sources) {
    let rest = ''; for (let k = 0; k < code.length; k++) if (owner[k] !== s) rest += code[k];
    const key = s.replace(/^.*?(src\/|node_modules\/)/, '$1');
    result[key] = (result[key] ?? 0) + (full - gz(rest));
  }
  console.log(f, full);
}
console.log('total ours', total);
for (const [k, v] of Object.entries(result).sort((a, b) => b[1] - a[1])) console.log(String(v).padStart(6), k);

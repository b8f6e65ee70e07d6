import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from './contracts.js';

const root = path.resolve(import.meta.dirname, '../../..');
const CODE = /\.(ts|tsx|js|mjs)$/;

function codeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) =>
    entry.isFile() && CODE.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
  );
}

/** `/api/x/:id` matches `/api/x/:id`, `/api/x/${id}` and `/api/x/3f2a…` alike. */
function pattern(apiPath: string): RegExp {
  const escaped = apiPath.split(/:[A-Za-z]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${escaped.join('[^/\'"`?\\s]+')}(?![A-Za-z0-9/_-])`);
}

describe('the API contracts', () => {
  it('have one path per call', () => {
    const calls = contracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('are the only place an API path is written', () => {
    const files = ['src', 'e2e', 'bench', 'scripts', 'seed'].flatMap((dir) => codeFiles(path.join(root, dir)));
    const texts = files.map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
    const elsewhere = contracts.flatMap((c) => {
      const re = pattern(c.path);
      return texts.filter(({ file, text }) => !/^src\/shared\/api\/[a-z-]+\/contracts\.ts$/.test(file) && re.test(text)).map(({ file }) => `${c.path} in ${file}`);
    });
    expect(elsewhere).toEqual([]);
  });
});

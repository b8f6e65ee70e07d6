import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Static imports only (`import … from`, `export … from`); `import()` and type-only imports load nothing up front. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The packages a module pulls in, through its static imports, before anything renders. */
function packagesLoadedWith(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec!.startsWith('.')) {
        const target = resolve(file, spec!);
        if (target) visit(target);
      } else packages.add(spec!.split('/').slice(0, spec!.startsWith('@') ? 2 : 1).join('/'));
    }
  };
  visit(entry);
  return packages;
}

describe('the first load of /app', () => {
  it('brings no validation, phone, IBAN or signature library (they load with the steps)', () => {
    const packages = packagesLoadedWith(path.resolve(import.meta.dirname, 'application-flow.tsx'));
    expect(packages.has('react')).toBe(true);
    for (const heavy of ['zod', 'libphonenumber-js', 'ibantools', 'signature_pad']) expect(packages).not.toContain(heavy);
  });

  it('would notice one (the walk follows static imports into the steps)', () => {
    const packages = packagesLoadedWith(path.resolve(import.meta.dirname, 'steps/phone-step.tsx'));
    expect(packages).toContain('libphonenumber-js');
  });
});

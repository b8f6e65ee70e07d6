import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import * as cardinals from 'make-plural/cardinals';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { keyOf } from '../../../shared/i18n/key-of.js';
import { LOCALES } from '../../../shared/i18n/locales.js';
import { LANGUAGES, type Language } from '../../../shared/tracking.js';
import { areasOf, type CatalogueArea } from './catalogue-areas.js';
import { readSourceMessages } from './source-messages.js';

const CATALOGUE = 'virtual:i18n-catalogue/';
const ENGLISH = 'virtual:i18n-en?file=';
/** The calls whose first argument is a text to translate: the layer's t and msg, and useLabels()'s label. */
const CALLS = new Set(['t', 'msg', 'label']);

const ENGLISH_PLURAL = 'virtual:i18n-plural-en';
const CARDINALS_IMPORT = /^import \{ (\w+) \} from "@messageformat\/runtime\/lib\/cardinals";$/m;

/** make-plural's plural rule of a language, as source. */
function pluralRule(lang: string): string {
  const rule = (cardinals as unknown as Record<string, ((n: number | string) => string) | undefined>)[lang];
  if (!rule) throw new Error(`i18n: make-plural has no plural rule for ${lang}`);
  return rule.toString();
}

/**
 * make-plural keeps every language's plural rule in one module: shared by the English and the
 * catalogues, it went whole into the first load (0.2 KB gzipped). The English texts import the
 * English rule alone, from a module of its own; a catalogue part has its language's rule written in.
 */
function withOwnPluralRule(module: string, lang: string): string {
  return module.replace(CARDINALS_IMPORT, (_, name: string) =>
    lang === 'en' ? `import { en } from ${JSON.stringify(ENGLISH_PLURAL)};` : `const ${name} = ${pluralRule(name)};`,
  );
}

/**
 * Compiles the translations at build time (docs/decisions/2026-11-26-i18n-library.md), in the
 * build, the dev server and the web tests alike:
 * - `virtual:i18n-catalogue/<lang>/<part>` is one part (catalogue-areas.ts) of
 *   src/shared/i18n/catalogues/<lang>.json compiled by @messageformat/core into a module of
 *   functions keyed by keyOf(English), a lazy chunk of its own;
 * - in each source file, a text with arguments (`t('Hi {name}', vars)`) gets its English compiled
 *   beside it (`t('Hi {name}', vars, en.k0)`), from a module of that file's own texts, so English
 *   loads no catalogue and plain texts stay plain strings.
 */
export function i18nPlugin(options: { srcRoot: string }): Plugin {
  const cataloguesDir = path.join(options.srcRoot, 'shared/i18n/catalogues');
  const textsByFile = new Map<string, string[]>();
  let sourceFiles: Record<string, string[]> | undefined;
  const filesOf = () => (sourceFiles ??= readSourceMessages(path.join(options.srcRoot, 'web')).files);
  return {
    name: 'i18n-messages',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(CATALOGUE) || id.startsWith(ENGLISH) || id === ENGLISH_PLURAL) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${ENGLISH_PLURAL}`) return `export const en = ${pluralRule('en')};`;
      if (id.startsWith(`\0${CATALOGUE}`)) {
        const [lang, area] = id.slice(CATALOGUE.length + 1).split('/') as [Language, CatalogueArea];
        if (!LANGUAGES.includes(lang) || lang === 'en') throw new Error(`i18n: no language ${lang}`);
        const file = path.join(cataloguesDir, `${lang}.json`);
        this.addWatchFile(file);
        const texts = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
        const files = filesOf();
        const part: Record<string, string> = {};
        for (const [english, text] of Object.entries(texts)) {
          if (!areasOf(files[english] ?? []).has(area)) continue;
          const key = keyOf(english);
          if (key in part) throw new Error(`i18n: two texts share the key ${key}; reword one: ${JSON.stringify(english)}`);
          part[key] = text;
        }
        return withOwnPluralRule(compileModule(new MessageFormat(LOCALES[lang]), part), lang);
      }
      if (id.startsWith(`\0${ENGLISH}`)) {
        const texts = textsByFile.get(id.slice(ENGLISH.length + 1).replace(/&v=\w+$/, '')) ?? [];
        return withOwnPluralRule(compileModule(new MessageFormat('en'), Object.fromEntries(texts.map((text, i) => [`k${i}`, text]))), 'en');
      }
      return undefined;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(options.srcRoot + path.sep)) return undefined;
      if (!code.includes('{') || !/\b(t|msg|label)\(/.test(code)) return undefined;
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const out = new MagicString(code);
      const texts: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLS.has(node.expression.text)) {
          const [text, vars] = node.arguments;
          if (text && (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text)) && text.text.includes('{')) {
            const isMsg = node.expression.text === 'msg';
            // msg(text, en): the English is kept for the t() that shows it; t/label(text, vars, en).
            if (isMsg && node.arguments.length === 1) out.appendLeft(text.getEnd(), `, __i18nEn.k${texts.length}`);
            else if (!isMsg && vars && node.arguments.length === 2) out.appendLeft(vars.getEnd(), `, __i18nEn.k${texts.length}`);
            else {
              ts.forEachChild(node, visit);
              return;
            }
            texts.push(text.text);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (texts.length === 0) return undefined;
      textsByFile.set(file, texts);
      // The version changes with the texts, so the dev server never serves a file an older module of them.
      out.prepend(`import __i18nEn from ${JSON.stringify(`${ENGLISH}${file}&v=${keyOf(texts.join('\u0000'))}`)};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

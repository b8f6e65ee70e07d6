import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { applyLabels, NANNY_LABELS } from '../../../shared/labels.js';

export interface SourceMessages {
  /**
   * key → English text: each literal text given to t(), to label() (with its nanny-mode wording
   * too, see labelVariants) and to msg() (texts kept in tables and shown through t()).
   */
  messages: Record<string, string>;
  /** key → the files (from src/, forward slashes) that write it: which catalogue part it is in (catalogue-areas.ts). */
  files: Record<string, string[]>;
  /** Calls whose text is not a literal (t(LABELS[x])), as file:line: their keys cannot be checked. */
  dynamicCalls: string[];
}

const TRANSLATING = new Set(['t', 'msg']);
/** useLabels()'s translating function, by its name wherever it is passed (src/web/components/header/use-labels.ts). */
const LABEL = 'label';

/** The back office goes through the same layer but stays English (issue 17): no catalogue needs its texts. */
export const ENGLISH_ONLY = ['features/back-office'];

/**
 * A label() text in every wording the page can ask for: as written (maids) and in nanny mode. In
 * English label() swaps the words after translating; other languages look up the swapped English,
 * so their catalogues word nanny mode themselves (docs/decisions/2026-11-26-translation-layer.md).
 */
export function labelVariants(text: string): string[] {
  const nanny = applyLabels(text, NANNY_LABELS);
  return nanny === text ? [text] : [text, nanny];
}

/** Files (from src/) whose msg() texts are shown through label(): they get the nanny wording too. */
const LABELLED_TABLES = ['shared/route-texts.ts', 'web/features/landing/components/offer-cards.tsx'];

/**
 * The texts the web app translates, read from its sources (the web app's and the shared code it
 * shows texts of): the keys every catalogue must have. Only the translation layer's own t and msg
 * count (imported from lib/i18n or shared/i18n/msg), and calls named label. Node only: the catalogue
 * check and the build plugin run it, the app never does.
 */
export function readSourceMessages(webRoot: string, englishOnly: readonly string[] = ENGLISH_ONLY): SourceMessages {
  const messages: Record<string, string> = {};
  const files: Record<string, string[]> = {};
  const dynamicCalls: string[] = [];
  const skipped = englishOnly.map((dir) => path.join(webRoot, dir) + path.sep);
  const sharedRoot = path.resolve(webRoot, '../shared');
  for (const file of [...sourceFiles(webRoot), ...sourceFiles(sharedRoot)]) {
    if (skipped.some((dir) => file.startsWith(dir))) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('i18n') && !text.includes(`${LABEL}(`)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const imported = translatingImports(source);
    const labelled = LABELLED_TABLES.some((name) => file === path.resolve(webRoot, '..', name));
    const visit = (node: ts.Node) => {
      const name = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : undefined;
      const callee = name === LABEL ? LABEL : name !== undefined ? imported.get(name) : undefined;
      if (callee && ts.isCallExpression(node) && node.arguments[0]) {
        const arg = node.arguments[0];
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) {
          const where = path.relative(path.resolve(webRoot, '..'), file).split(path.sep).join('/');
          for (const text of callee === LABEL || labelled ? labelVariants(arg.text) : [arg.text]) {
            messages[text] = text;
            (files[text] ??= []).push(where);
          }
        } else if (callee !== 'msg') {
          dynamicCalls.push(`${path.relative(webRoot, file)}:${source.getLineAndCharacterOfPosition(arg.getStart()).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, files, dynamicCalls };
}

/** Local name → t or msg, in a file that imports them from the translation layer. */
function translatingImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)i18n(\/msg(\.js)?)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const original = (element.propertyName ?? element.name).text;
      if (TRANSLATING.has(original)) names.set(element.name.text, original);
    }
  }
  return names;
}

function sourceFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

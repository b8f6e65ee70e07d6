import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceMessages {
  /** key → English text: each literal text given to t() and tPlural(). */
  messages: Record<string, string>;
  /** Calls whose text is not a literal (t(LABELS[x])), as file:line: their keys cannot be checked. */
  dynamicCalls: string[];
}

const TRANSLATING = new Set(['t', 'tPlural']);

/** The back office goes through the same layer but stays English (issue 17): no catalogue needs its texts. */
export const ENGLISH_ONLY = ['features/back-office'];

/**
 * The texts the web app translates, read from its sources: the keys every catalogue must have.
 * Only the translation layer's own t and tPlural count (imported from lib/i18n). Node only: the
 * catalogue check runs it, the app never does.
 */
export function readSourceMessages(webRoot: string, englishOnly: readonly string[] = ENGLISH_ONLY): SourceMessages {
  const messages: Record<string, string> = {};
  const dynamicCalls: string[] = [];
  const skipped = englishOnly.map((dir) => path.join(webRoot, dir) + path.sep);
  for (const file of sourceFiles(webRoot)) {
    if (skipped.some((dir) => file.startsWith(dir))) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('i18n')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const imported = translatingImports(source);
    const visit = (node: ts.Node) => {
      const callee = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? imported.get(node.expression.text) : undefined;
      if (callee && ts.isCallExpression(node)) {
        const texts = callee === 't' ? node.arguments.slice(0, 1) : node.arguments.slice(1, 3);
        for (const arg of texts) {
          if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) messages[arg.text] = arg.text;
          else dynamicCalls.push(`${path.relative(webRoot, file)}:${source.getLineAndCharacterOfPosition(arg.getStart()).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, dynamicCalls };
}

/** Local name → t or tPlural, in a file that imports them from the translation layer. */
function translatingImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)i18n$/.test(statement.moduleSpecifier.text)) continue;
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

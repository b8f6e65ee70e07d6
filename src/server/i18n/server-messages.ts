import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ServerMessages {
  /** key → English text: each literal text given to the server's t() or msg(). */
  messages: Record<string, string>;
  /** Calls whose text is not a literal (t(lang, LABELS[x])), as file:line: their keys cannot be checked. */
  dynamicCalls: string[];
}

/** Where the text sits in each call: t(lang, text, vars), msg(text), tRefusal(status, text, vars). */
const TEXT_ARGUMENT: Record<string, number> = { t: 1, msg: 0, tRefusal: 1 };

/**
 * The texts the server translates (SMS, the signed forms' PDF, error messages), read from its
 * sources: the keys every server catalogue must have. Only t, msg and tRefusal imported from the
 * server's translation modules count. Node only: the catalogue check runs it.
 */
export function readServerMessages(serverRoot: string): ServerMessages {
  const messages: Record<string, string> = {};
  const dynamicCalls: string[] = [];
  for (const file of sourceFiles(serverRoot)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/i18n\/(t|refusal-text)\.js|'\.\/t\.js'/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const imported = translatingImports(source);
    const visit = (node: ts.Node) => {
      const callee = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? imported.get(node.expression.text) : undefined;
      if (callee && ts.isCallExpression(node)) {
        const arg = node.arguments[TEXT_ARGUMENT[callee]!];
        if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) messages[arg.text] = arg.text;
        else dynamicCalls.push(`${path.relative(serverRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, dynamicCalls };
}

/** Local name → t or msg, in a file that imports them from the server's translation module. */
function translatingImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(\/i18n\/(t|refusal-text)|^\.\/t)\.js$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const original = (element.propertyName ?? element.name).text;
      if (original in TEXT_ARGUMENT) names.set(element.name.text, original);
    }
  }
  return names;
}

function sourceFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

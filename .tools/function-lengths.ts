/**
 * The longest functions under the given folders, in lines from the function's first token to its
 * last (its TSDoc left out, the functions nested in it counted in), read with the TypeScript
 * compiler's parser: a function is a declaration, an expression, an arrow, a method or an
 * accessor. ESLint's `max-lines-per-function` only says yes or no past a limit; this lists them.
 *
 *   npx tsx .tools/function-lengths.ts src/form-engine/wizard src/form-engine/keeping
 *   npx tsx .tools/function-lengths.ts --top 5 src/form-engine
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

interface FunctionLength {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((entry) => sourceFiles(join(path, entry)));
}

/** What a reader would call the function: its own name, or the name it is bound to. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText();
  }
  // A component wrapped in memo(function …) or forwardRef(…), or a callback: the call's name.
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText()})`;
  return '(anonymous)';
}

function lengthsIn(file: string): FunctionLength[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node) ||
      ts.isConstructorDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, line: first + 1, name: nameOf(node), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt === -1 ? 10 : Number(args.splice(topAt, 2)[1]);
const folders = args.length > 0 ? args : ['src/form-engine'];
const all = folders
  .flatMap(sourceFiles)
  .flatMap(lengthsIn)
  .sort((a, b) => b.lines - a.lines);
for (const { file, line, name, lines } of all.slice(0, top)) {
  console.log(`${String(lines).padStart(5)}  ${name}  ${relative('.', file)}:${line}`);
}

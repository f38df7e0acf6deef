import { parseAst } from 'vite';

/** Globals a compiled function may use besides its own arguments and locals. */
const allowedGlobals = new Set([
  'undefined',
  'NaN',
  'Infinity',
  'String',
  'Number',
  'Math',
  'JSON',
]);

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every name a pattern (a parameter, a declaration) binds. */
function boundNames(pattern: unknown, into: Set<string>) {
  if (!isNode(pattern)) return;
  if (pattern.type === 'Identifier') into.add(pattern.name as string);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, into);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, into);
  else if (pattern.type === 'ArrayPattern')
    for (const item of pattern.elements as unknown[]) boundNames(item, into);
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as Node[])
      boundNames(property.type === 'RestElement' ? property : property.value, into);
}

/**
 * The names a function's source reads from outside itself: what it would lose once written out on
 * its own. Conservative: any name bound anywhere inside the function counts as its own.
 */
function freeNames(functionSource: string): string[] {
  const program = parseAst(`(${functionSource});`) as unknown as Node;
  const bound = new Set<string>();
  const read = new Set<string>();
  const visit = (node: Node, parent?: Node, key?: string) => {
    if (node.type === 'Identifier') {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') &&
          key === 'key' &&
          !parent.computed);
      if (isPropertyName) return;
      // Vite's module runner reads an import `business` as `__vite_ssr_import_0__.business`:
      // name the import as it is written.
      const name = node.name as string;
      const imported =
        name.startsWith('__vite_ssr_import_') &&
        parent?.type === 'MemberExpression' &&
        !parent.computed
          ? ((parent.property as Node).name as string)
          : undefined;
      read.add(imported ?? name);
      return;
    }
    if (/Function/.test(node.type)) {
      boundNames(node.id, bound);
      for (const parameter of node.params as unknown[]) boundNames(parameter, bound);
    }
    if (node.type === 'VariableDeclarator') boundNames(node.id, bound);
    if (node.type === 'CatchClause') boundNames(node.param, bound);
    for (const [childKey, child] of Object.entries(node)) {
      for (const item of Array.isArray(child) ? child : [child]) {
        if (isNode(item)) visit(item, node, childKey);
      }
    }
  };
  visit(program);
  return [...read].filter((name) => !bound.has(name) && !allowedGlobals.has(name));
}

/**
 * JavaScript source that evaluates to `value`: strings, numbers, booleans, null, undefined, plain
 * objects and arrays, and functions that use nothing but their arguments. Anything else (a class
 * instance, a Map, a function reading a variable from its module) throws, naming where it is.
 */
export function literalSource(value: unknown, where: string): string {
  if (value === undefined) return 'void 0';
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return JSON.stringify(value);
  }
  if (typeof value === 'function') {
    const source = value.toString();
    let outside: string[];
    try {
      outside = freeNames(source);
    } catch {
      throw new Error(
        `${where} cannot be written out (a method or a built-in); write it as an arrow function, (…) => …`,
      );
    }
    if (outside.length > 0) {
      throw new Error(
        `${where} uses ${outside.join(', ')} from outside the function; a function in words may use only its arguments`,
      );
    }
    return source;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => literalSource(item, `${where}[${index}]`)).join(',')}]`;
  }
  const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    const entries = Object.entries(value as object).map(
      ([key, item]) => `${JSON.stringify(key)}:${literalSource(item, `${where}.${key}`)}`,
    );
    return `{${entries.join(',')}}`;
  }
  throw new Error(
    `${where} is a ${typeof value === 'object' ? (prototype?.constructor?.name ?? 'object') : typeof value}, not data`,
  );
}

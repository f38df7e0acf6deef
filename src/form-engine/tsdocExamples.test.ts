/**
 * Every TSDoc `@example` in src/form-engine is code that type-checks against the engine as it is,
 * so no example can show a dead API (a removed function, a prop that no longer exists).
 *
 * Each example becomes a module of its own: the imports it needs (only the names it uses, from
 * the package's entries, as a reader would write them) and the few declarations it leans on (a
 * kit, a form, a custom kind: the fixtures below), then the example's text. A `…` in a JSX tag
 * stands for the props the example leaves out (given first, so a written prop still wins and is
 * still checked), and `[ … ]` for an empty list. An example written as a list of fragments (a
 * check per line, a condition per line) says how each line is wrapped. All the modules are
 * type-checked in one TypeScript program with the repository's compiler options, but for
 * `noUncheckedIndexedAccess`: an example may write `form.steps[2]` as most readers' projects allow.
 *
 * The TypeScript blocks of the engine's README and of its topics (`docs/*.md`) are checked the
 * same way: a block may use what the README's first one declared (the booking form, its kit),
 * which the fixtures give.
 *
 * A new @example in the engine needs nothing here unless it leans on a name no fixture gives.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const engine = join(root, 'src/form-engine');
const virtualFolder = join(engine, '__examples__');

interface Example {
  /** `<file from the engine's folder>#<ordinal of the example in that file>`, e.g. `kind/kind.ts#1`. */
  key: string;
  code: string;
}

/** The `@example` blocks of a file's TSDoc comments, without their leading ` * `. */
export function examplesIn(source: string): string[] {
  const examples: string[] = [];
  for (const [comment] of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const lines = comment
      .replace(/^\/\*\*|\*\/$/g, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''));
    let current: string[] | undefined;
    for (const line of lines) {
      const tag = /^\s*@(\w+)/.exec(line);
      if (tag) {
        if (current) examples.push(current.join('\n').trim());
        current = tag[1] === 'example' ? [line.replace(/^\s*@example\s*/, '')] : undefined;
      } else current?.push(line);
    }
    if (current) examples.push(current.join('\n').trim());
  }
  return examples;
}

function engineFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'dist' || entry.name === 'node_modules' || entry.name === 'api'
        ? []
        : engineFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const engineExamples: Example[] = engineFiles(engine).flatMap((file) =>
  examplesIn(readFileSync(file, 'utf8')).map((code, index) => ({
    key: `${relative(engine, file)}#${index + 1}`,
    code,
  })),
);

/** The README and its topics, which ship with the package. */
const documents = [
  'README.md',
  ...readdirSync(join(engine, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Their TypeScript blocks, checked the same way (`README.md#1`, `docs/groups.md#1`, …). */
const readmeExamples: Example[] = documents.flatMap((document) =>
  [...readFileSync(join(engine, document), 'utf8').matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map(
    (match, index) => ({ key: `${document}#${index + 1}`, code: match[1]!.trim() }),
  ),
);

/** What a reader imports, by name: a name is imported when the example uses it. */
const entryImports: Record<string, { from: string; type?: true }> = {
  useState: { from: 'react' },
  z: { from: 'zod/mini' },
  render: { from: '@testing-library/react' },
  expect: { from: 'vitest' },
  it: { from: 'vitest' },
  vi: { from: 'vitest' },
  Ajv2020: { from: 'ajv/dist/2020' },
  compileForm: { from: 'stepform' },
  createFormKit: { from: 'stepform' },
  rulesThatWait: { from: 'stepform' },
  defineKind: { from: 'stepform' },
  FormWizard: { from: 'stepform' },
  createAnswerKeeper: { from: 'stepform' },
  sessionStoragePersistence: { from: 'stepform' },
  answerPersistence: { from: 'stepform' },
  CheckSpec: { from: 'stepform', type: true },
  CustomFieldSpec: { from: 'stepform', type: true },
  FieldBase: { from: 'stepform', type: true },
  SpecOf: { from: 'stepform', type: true },
  FieldOptions: { from: 'stepform', type: true },
  FieldProps: { from: 'stepform', type: true },
  FormTranslation: { from: 'stepform', type: true },
  FormValues: { from: 'stepform', type: true },
  VisibleWhen: { from: 'stepform', type: true },
  StepSpec: { from: 'stepform', type: true },
  textKinds: { from: 'stepform/kinds' },
  selectKinds: { from: 'stepform/kinds' },
  checkboxesKinds: { from: 'stepform/kinds' },
  consentKinds: { from: 'stepform/kinds' },
  groupKinds: { from: 'stepform/kinds' },
  GroupFieldSpec: { from: 'stepform/kinds', type: true },
  useFieldRows: { from: 'stepform/parts' },
  FieldFrame: { from: 'stepform/parts' },
  conditionIf: { from: 'stepform/parts' },
  presentWhen: { from: 'stepform/parts' },
  routerNavigation: { from: 'stepform/router' },
  gatingCases: { from: 'stepform/testing' },
  hiddenCases: { from: 'stepform/testing' },
  checkJSONSchema: { from: 'stepform/testing' },
  sampleStepValues: { from: 'stepform/testing' },
  sampleValuesBefore: { from: 'stepform/testing' },
  WizardAtStep: { from: 'stepform/testing' },
  toJSONSchema: { from: 'stepform/json-schema' },
  missingTranslations: { from: 'stepform/checks' },
  spanishWizardWords: { from: 'stepform/locales/es' },
  // Not in an entry: its example is the engine's own, read from the module it documents.
  localizeForm: { from: join(engine, 'translation/localizeForm.ts') },
};

/** The names examples lean on without declaring them, in an order that declares each before use. */
const fixtures: [name: string, code: string][] = [
  [
    'StarRatingField',
    'function StarRatingField(_props: FieldProps<CustomFieldSpec, number | null>) { return null; }',
  ],
  [
    'starRating',
    `const starRating = defineKind({
  component: StarRatingField,
  empty: null as number | null,
  schema: (field: CustomFieldSpec) => (field.required ? z.number() : z.nullable(z.number())),
  sample: () => 4,
});`,
  ],
  [
    'kit',
    'const kit = createFormKit({ kinds: { ...textKinds, ...selectKinds, ...checkboxesKinds, ...consentKinds, starRating } });',
  ],
  [
    'tripForm',
    `const tripForm = kit.defineForm({
  id: 'trip',
  title: 'Trip',
  steps: [
    { id: 'you', title: 'You', fields: [{ name: 'name', kind: 'text', label: 'Name', required: true }] },
    { id: 'kit', title: 'Kit', fields: [{ name: 'size', kind: 'select', label: 'Size', options: ['xs', 's'] }] },
    { id: 'end', title: 'End', fields: [{ name: 'agree', kind: 'consent', label: 'I agree', required: true }] },
  ],
});`,
  ],
  [
    'signUpForm',
    `const signUpForm = kit.defineForm({
  id: 'signup',
  title: 'Sign up',
  steps: [
    {
      id: 'you',
      title: 'About you',
      fields: [
        {
          name: 'email',
          kind: 'email',
          label: 'E-mail',
          checks: [{ rule: 'maxLength', args: 80, message: 'Keep it under 80 characters.' }],
        },
        { name: 'level', kind: 'select', label: 'Level', options: [{ value: 'new', label: 'New' }, { value: 'back', label: 'Back' }] },
      ],
    },
  ],
});`,
  ],
  ['form', 'const form = compileForm(kit, tripForm);'],
  [
    'bookingForm',
    `const bookingForm = kit.defineForm({
  id: 'booking',
  title: 'Book a room',
  steps: [
    {
      id: 'stay',
      title: 'Your stay',
      fields: [
        { name: 'arrival', kind: 'date', label: 'Arrival', required: true },
        { name: 'departure', kind: 'date', label: 'Departure', required: true, checks: [{ rule: 'minLength', args: 10, message: 'A date' }] },
        { name: 'room', kind: 'select', label: 'Room', required: true, options: ['Single', 'Double'] },
      ],
    },
    {
      id: 'you',
      title: 'About you',
      fields: [
        { name: 'email', kind: 'email', label: 'E-mail', required: true },
        { name: 'terms', kind: 'consent', label: 'I accept the house rules', required: true },
      ],
    },
  ],
});`,
  ],
  ['booking', 'const booking = compileForm(kit, bookingForm);'],
  ['save', 'declare function save(values: unknown): void;'],
  ['isTaken', 'declare function isTaken(email: string, signal: AbortSignal): Promise<boolean>;'],
  ['tripInSpanishCatalog', 'declare const tripInSpanishCatalog: FormTranslation<typeof tripForm>;'],
  ['tripInSpanish', 'declare const tripInSpanish: typeof form;'],
  ['registrationForm', 'declare const registrationForm: typeof tripForm;'],
  ['submittedValues', 'declare const submittedValues: unknown;'],
  ['navigate', 'declare function navigate(to: unknown, options?: { replace?: boolean }): void;'],
  // The props an example's `…` leaves out.
  ['rest', 'const rest = { form, onSubmit: (_values: unknown) => {} };'],
];

/** Examples written as fragments, one per line: each line's wrapping. */
const perLine: Record<string, (line: string, index: number) => string> = {
  'schema/check.ts#1': (line, index) => `export const check${index}: CheckSpec = ${line};`,
  'schema/types.ts#1': (line, index) =>
    `export const options${index}: { options: FieldOptions } = { ${line} };`,
  'schema/condition.ts#1': (line, index) => `export const field${index}: VisibleWhen = ${line};`,
  'schema/condition.ts#2': (line, index) => `export const rows${index}: VisibleWhen = ${line};`,
  'schema/condition.ts#3': (line, index) =>
    `export const condition${index}: VisibleWhen = ${line};`,
};

/**
 * Examples that show a dead API today and are being fixed elsewhere, by their exact text: while
 * an example still reads so, the test proves it fails; once its text changes, it is checked like
 * every other. (wizard/FormWizard.tsx: `compileForm(registrationForm)` and a `fields` prop.)
 */
const knownDead: Record<string, string> = {
  'wizard/FormWizard.tsx#1': `const form = compileForm(registrationForm);
<FormWizard form={form} fields={{ ...textFields, ...selectFields }} onSubmit={(values) => console.log(values)} messages={{ submit: 'Sign up', success: 'Thanks!' }} />`,
};

/**
 * The names a piece of code uses: not in its comments or strings, not a property after a dot (a
 * spread's name is used), a key before a colon or a JSX attribute before its `=`.
 */
const words = (code: string) =>
  new Set(
    code
      .replace(/\/\/.*$/gm, '')
      .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''")
      .replaceAll('...', ' ')
      .match(/(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$]|\s*:|=[{'"])/g),
  );
const declares = (code: string, name: string) =>
  new RegExp(
    `\\b(const|let|function|type|interface|class)\\s+${name}\\b|import[^;]*\\b${name}\\b`,
  ).test(code);

/** The module that type-checks one example. */
export function moduleOf({ key, code }: Example): string {
  const wrap = perLine[key];
  let body = wrap
    ? code
        .split('\n')
        .map((line) => line.replace(/\s+\/\/.*$/, '').trim())
        .filter(Boolean)
        .map(wrap)
        .join('\n')
    : code
        // `<Tag a={…} … />`: the props left out come first, the written ones still checked.
        .replace(/<(\w+)([^<>]*?)\s*…\s*\/>/g, '<$1 {...rest}$2 />')
        .replace(/\[\s*…\s*\]/g, '[]');
  // An example that writes JSX is a .tsx module; its statements run at a module's top level.
  const used = words(body);
  const needed = new Set<string>();
  const want = (name: string) => {
    if (needed.has(name) || declares(body, name)) return;
    needed.add(name);
    const fixture = fixtures.find(([fixtureName]) => fixtureName === name);
    if (fixture) for (const word of words(fixture[1])) if (word !== name) want(word);
  };
  for (const name of used)
    if (name in entryImports || fixtures.some(([n]) => n === name)) want(name);
  const bySource = new Map<string, string[]>();
  for (const name of needed) {
    const spec = entryImports[name];
    if (!spec) continue;
    bySource.set(spec.from, [
      ...(bySource.get(spec.from) ?? []),
      spec.type ? `type ${name}` : name,
    ]);
  }
  const imports = [...bySource].map(([from, names]) =>
    from === 'zod/mini'
      ? `import * as z from 'zod/mini';`
      : `import { ${names.join(', ')} } from '${from}';`,
  );
  const declarations = fixtures.filter(([name]) => needed.has(name)).map(([, fixture]) => fixture);
  // Imports the example writes itself go to the top too.
  const ownImports = body.match(/^import .*;$/gm) ?? [];
  body = body.replace(/^import .*;$/gm, '');
  return [
    ...ownImports,
    ...imports,
    ...declarations,
    '// The example:',
    body,
    'export {};',
    '',
  ].join('\n');
}

/** The type errors of each module, by its name, in one program with the project's options. */
function typeErrors(modules: Record<string, string>): Record<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const files = new Map(
    Object.entries(modules).map(([name, code]) => [
      join(virtualFolder, `${name.replace(/[^\w.-]+/g, '_')}.tsx`),
      { name, code },
    ]),
  );
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists(path);
  host.readFile = (path) => files.get(path)?.code ?? readFile(path);
  host.getSourceFile = (path, language, ...rest) => {
    const file = files.get(path);
    return file
      ? ts.createSourceFile(path, file.code, language, true, ts.ScriptKind.TSX)
      : getSourceFile(path, language, ...rest);
  };
  const program = ts.createProgram(
    [...files.keys()],
    { ...config.options, noEmit: true, noUncheckedIndexedAccess: false },
    host,
  );
  const errors: Record<string, string[]> = {};
  for (const [path, { name }] of files) {
    const sourceFile = program.getSourceFile(path)!;
    errors[name] = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ].map((diagnostic) => {
      const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = sourceFile.text.split('\n')[line]?.trim();
      return `TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')} (at: ${text})`;
    });
  }
  return errors;
}

/** The dead API that must be caught, and the same example written against today's engine. */
const deadFormWizardExample = knownDead['wizard/FormWizard.tsx#1']!;
const fixedFormWizardExample = `const form = compileForm(kit, tripForm);
<FormWizard form={form} onSubmit={(values) => console.log(values)} messages={{ submit: 'Sign up', success: 'Thanks!' }} />`;

let errors: Record<string, string[]>;
beforeAll(() => {
  errors = typeErrors({
    ...Object.fromEntries(
      [...engineExamples, ...readmeExamples].map((example) => [example.key, moduleOf(example)]),
    ),
    'proof: dead': moduleOf({ key: 'proof', code: deadFormWizardExample }),
    'proof: fixed': moduleOf({ key: 'proof', code: fixedFormWizardExample }),
  });
}, 180_000);

describe("the engine's TSDoc @example blocks type-check", () => {
  it('finds the examples', () => {
    expect(engineExamples.length).toBeGreaterThan(15);
    expect(engineExamples.map((example) => example.key)).toContain('kind/kind.ts#1');
  });

  it.each(engineExamples.map((example) => [example.key, example] as const))(
    '%s',
    (key, example) => {
      if (knownDead[key] === example.code) {
        expect(errors[key], `${key} is known dead: it must still fail`).not.toEqual([]);
      } else {
        expect(errors[key], moduleOf(example)).toEqual([]);
      }
    },
  );

  it("finds the README's blocks and its topics'", () => {
    expect(readmeExamples.map((example) => example.key)).toEqual(
      expect.arrayContaining([
        'README.md#1',
        'README.md#2',
        'docs/kinds.md#1',
        'docs/kinds.md#2',
        'docs/checks-that-wait.md#1',
        'docs/conditions.md#1',
        'docs/conditions.md#2',
        'README.md#3',
        'docs/groups.md#1',
        'docs/languages.md#1',
        'docs/languages.md#2',
      ]),
    );
  });

  it.each(readmeExamples.map((example) => [example.key, example] as const))(
    '%s (the engine README)',
    (key, example) => {
      expect(errors[key], moduleOf(example)).toEqual([]);
    },
  );

  it('catches a dead API: the FormWizard example of old fails, the same example made current passes', () => {
    expect(errors['proof: dead']!.join('\n')).toMatch(/Expected 2-3 arguments, but got 1/);
    expect(errors['proof: dead']!.join('\n')).toMatch(/Property 'fields' does not exist/);
    expect(errors['proof: fixed']).toEqual([]);
  });
});

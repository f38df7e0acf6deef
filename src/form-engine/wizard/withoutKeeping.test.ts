/**
 * A form without `persistence` downloads none of the code that keeps answers (README "The
 * wizard"): the modules the wizard imports, and the modules those import, reach of `keeping/`
 * only the symbol a persistence carries that code under. Type imports do not count: TypeScript
 * erases them, so no bundle holds them. The code comes with `sessionStoragePersistence` and
 * `answerPersistence`, which the walk from them finds.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const engine = join(import.meta.dirname, '..');

/** The engine's files a module imports for their values (relative imports, not `import type`). */
function valueImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imported: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      imported.push(join(dirname(file), specifier.text));
    }
  }
  return imported;
}

/** Every engine file `entry` loads, itself included, as paths from the engine's folder. */
function loadedBy(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of valueImportsOf(file)) visit(next);
  };
  visit(join(engine, entry));
  return [...seen].map((file) => relative(engine, file)).sort();
}

const keepingIn = (files: string[]) => files.filter((file) => file.startsWith('keeping/'));

describe('the code that keeps answers', () => {
  it('is not loaded by the wizard: only the symbol a persistence carries it under', () => {
    expect(keepingIn(loadedBy('wizard/FormWizard.tsx'))).toEqual([
      'keeping/fromAnswerPersistence.ts',
    ]);
  });

  it('comes with a persistence, whichever makes it', () => {
    for (const entry of ['keeping/sessionStoragePersistence.ts', 'keeping/answerPersistence.ts']) {
      expect(keepingIn(loadedBy(entry))).toEqual(
        expect.arrayContaining([
          'keeping/useKeptAnswers.ts',
          'keeping/useAnswerSaving.ts',
          'keeping/RestoredNotice.tsx',
          'keeping/StartOver.tsx',
          'keeping/KeptSubmissionNotice.tsx',
        ]),
      );
    }
  });
});

/**
 * The "no circle" rule (npm run lint): no import circle in src/ (the engine and the site), type
 * imports included. ESLint's import-x/no-cycle skips `import type`, and a circle of types is
 * still a circle a reader must hold in mind at once (issue 26), so the rule is
 * dependency-cruiser's `no-circular` with `tsPreCompilationDeps: true`, which keeps the imports
 * TypeScript erases. tests/unit/lint/noCircle.test.ts proves it on a type-only circle.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type imports count): move what both sides need to the room both may import (src/form-engine/README.md "Inside").',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    enhancedResolveOptions: {
      // The engine's entries are read from their TypeScript, as the site's build does.
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};

// ESLint flat config. It lives in .config/ because the repository's top level is fixed;
// `npm run lint` points at it with --config.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/**
 * One-way imports, as README "Folders" describes them. ESLint applies only the last
 * matching `no-restricted-imports`, so each zone lists every pattern that holds for its files.
 *
 * The site's layers use the same rule as the engine's rather than eslint-plugin-boundaries: one
 * mechanism for both, no new dependency, and a message per broken rule. Each layer names the
 * layers it may import; every other one is forbidden. Pages are never imported: the router loads
 * them lazily from the route table (import.meta.glob).
 */
const siteLayers = {
  app: ['sections', 'components', 'seo', 'hooks', 'content', 'theme', 'routes'],
  pages: ['sections', 'components', 'seo', 'hooks', 'content', 'theme', 'routes'],
  sections: ['components', 'hooks', 'content', 'theme', 'routes'],
  components: ['seo', 'hooks', 'content', 'theme', 'routes'],
  seo: ['content', 'routes'],
  hooks: ['routes'],
  content: ['routes'],
  theme: [],
  routes: [],
};
const siteFolders = Object.keys(siteLayers).map((layer) => `**/${layer}/**`);
const engineIsGeneric = {
  group: [...siteFolders, '**/form-schema', '**/form-schema/**'],
  message: 'src/form-engine must stay generic: import only npm packages and engine files.',
};
/**
 * The engine's rooms (src/form-engine/README.md "Inside"), each the rooms it may import: the
 * vocabulary of forms first, the wizard and the router adapter last. The entry files at the
 * package's top level may import any room.
 */
const engineRooms = {
  schema: [],
  kind: ['schema', 'rules', 'locales'],
  rules: ['schema'],
  translation: ['schema', 'kind'],
  'meta-check': ['schema', 'kind', 'rules', 'translation'],
  // locales: the compiled schema's required message comes from the words' one home
  // (locales/requiredMessage.ts), as the field's does.
  compiler: ['schema', 'kind', 'rules', 'translation', 'meta-check', 'locales'],
  answers: ['schema', 'kind', 'rules', 'compiler'],
  gate: ['schema', 'kind', 'rules', 'compiler'],
  'json-schema': ['schema', 'kind', 'translation', 'meta-check'],
  locales: [],
  field: ['schema', 'kind', 'rules', 'compiler', 'answers', 'gate', 'locales'],
  // The engine's kinds are built as a kind of your own is: from the package's entries alone
  // (`index.ts`, `parts.ts`, `json-schema.ts`), never from a room (src/form-engine/README.md "Kinds").
  kinds: [],
  // Vite plugins of an app's build (the `stepform/vite` entry): they run in Node, at build time.
  build: [],
  keeping: ['schema', 'kind', 'compiler', 'gate', 'field', 'locales'],
  wizard: ['schema', 'kind', 'rules', 'compiler', 'answers', 'gate', 'field', 'keeping', 'locales'],
  router: ['wizard'],
  testing: [
    'schema',
    'kind',
    'rules',
    'compiler',
    'translation',
    'answers',
    'gate',
    'field',
    'kinds',
    'wizard',
    'locales',
    // checkJSONSchema judges the form's own JSON Schema.
    'json-schema',
  ],
};
// The tests' shared kit (its custom kinds, forms and render helper): test code, never shipped
// (tsconfig.build.json leaves it out), so it may use every room; no room may use it.
engineRooms['test-kit'] = Object.keys(engineRooms);
// The engine's example form is written as a team outside writes one: from the package's entries
// (`stepform`, `stepform/kinds`, …), never from a room.
engineRooms.example = [];
/** Rooms that run anywhere (a server, a build, a test in Node): no React, MUI or router. */
const frameworkFreeRooms = [
  'build',
  'schema',
  'kind',
  'rules',
  'translation',
  'meta-check',
  'compiler',
  'answers',
  'gate',
  'json-schema',
  'locales',
];
const frameworks = ['react', 'react-dom', 'react-dom/*', 'react/*', '@mui/*', '@emotion/*'];
const reactLibraries = ['react-hook-form', '@hookform/*', 'react-router', 'react-router-dom'];
const frameworkFree = {
  group: [...frameworks, ...reactLibraries],
  message:
    'This room of src/form-engine is framework-free: no React, MUI or router (src/form-engine/README.md "Inside").',
};
const onlyTheRouterRoomUsesTheRouter = {
  group: ['react-router', 'react-router-dom'],
  message:
    'Only src/form-engine/router binds the engine to react-router; the wizard takes it as props.',
};
const engineThroughItsEntry = {
  group: ['**/form-engine', '**/form-engine/**'],
  message:
    'Import the engine by its package name and entries (stepform, stepform/kinds, stepform/testing, …), never by a path.',
};
/**
 * The site's tests and the bench share the engine's test kit (its render helper, router probe and
 * wide form) rather than keep copies: it is test code, not the engine's API.
 */
const engineThroughItsEntryOrTestKit = {
  // A regex, not a group: a group cannot let a path inside a folder it forbids back in.
  regex: '(^|/)form-engine(/(?!test-kit/).*)?$',
  message: `${engineThroughItsEntry.message} (Its test kit, src/form-engine/test-kit, is the one path a test may import.)`,
};
/**
 * The site's Vite config takes the engine's build plugins from their entry's source file: Vite
 * loads its config with Node before it resolves anything with the `source` condition, and in a
 * fresh clone the engine's dist/ is not built yet. The rest of the engine stays behind its entries.
 */
const engineThroughItsEntryOrItsVitePlugins = {
  regex: '(^|/)form-engine(/(?!vite\\.ts$).*)?$',
  message: `${engineThroughItsEntry.message} (The Vite config may import src/form-engine/vite.ts, the stepform/vite entry, by path.)`,
};
const schemaIsData = {
  // The camp's facts are data too: the registration's age check reads them (and their phrases in
  // each language) rather than a copy, and the camp's season (a pure function of the facts and a
  // clock), so it measures the age as the pages say the season is.
  group: [
    ...siteFolders,
    '!**/content/campFacts',
    '!**/content/campPhrases.*',
    '!**/content/campSeason',
    'react',
    '@mui/*',
    'zod',
    'zod/*',
  ],
  message:
    'form-schema is plain data: import only the engine entry (and the camp facts, phrases and season).',
};
/**
 * A page's words are loaded with `useWords`, each module its own chunk per language; imported as
 * code, a words module would ride in its importer's chunk (every language's words on every page).
 */
const wordsOnlyByUseWords = {
  group: ['**/content/*/*'],
  allowTypeImports: true,
  message:
    'src/content/<language>/*.ts are loaded with useWords (README "Words"): import their types only.',
};
/**
 * The site links to its own pages with src/components/RouteLink.tsx: react-router's `Link` and
 * `NavLink` bring framework mode's prefetching to every page (.tools/README.md "Performance
 * history": "Only the react-router the pages use").
 */
const siteLinksThroughRouteLink = {
  group: ['react-router', 'react-router-dom'],
  importNames: ['Link', 'NavLink'],
  message: "Link to the site's own pages with src/components/RouteLink.tsx (.tools/README.md).",
};
/** Site content (words, facts, photos) is the site's: the build's configuration never runs it. */
const configImportsNoSiteContent = {
  group: [
    ...Object.keys(siteLayers)
      .filter((layer) => layer !== 'theme')
      .map((layer) => `**/src/${layer}/**`),
    '**/form-schema/**',
  ],
  allowTypeImports: true,
  message:
    'vite.config.ts and the plugins it loads import no site source (src/theme aside): a plugin reads site files when it runs (runnerImport), so the dev server starts without a warning.',
};
const restrict = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const engineRoomRules = Object.entries(engineRooms).map(([room, allowed]) => {
  const forbidden = Object.keys(engineRooms).filter(
    (other) => other !== room && !allowed.includes(other),
  );
  const roomRule = {
    group: [
      ...forbidden.map((other) => `**/${other}/**`),
      // The example imports the package's entries by name, `stepform/locales/ko` among them: an
      // entry, not the locales room.
      ...(room === 'example' ? ['!stepform/**'] : []),
    ],
    message: `src/form-engine/${room} may import only ${allowed.length ? allowed.map((a) => `${a}/`).join(', ') : 'npm packages'} of the engine's rooms (src/form-engine/README.md "Inside").`,
  };
  return {
    files: [`src/form-engine/${room}/**/*.{ts,tsx}`],
    rules: restrict(
      engineIsGeneric,
      ...(frameworkFreeRooms.includes(room) ? [frameworkFree] : []),
      // The test kit renders the wizard in a router, as a page does.
      ...(room === 'router' || room === 'test-kit' ? [] : [onlyTheRouterRoomUsesTheRouter]),
      ...(forbidden.length ? [roomRule] : []),
    ),
  };
});

const siteLayerRules = Object.entries(siteLayers).map(([layer, allowed]) => {
  const forbidden = Object.keys(siteLayers).filter(
    (other) => other !== layer && !allowed.includes(other),
  );
  const layerRule = {
    group: forbidden.map((other) => `**/${other}/**`),
    message: `src/${layer} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'npm packages'} of the site's layers (README "Folders").`,
  };
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: restrict(
      engineThroughItsEntry,
      wordsOnlyByUseWords,
      siteLinksThroughRouteLink,
      ...(forbidden.length ? [layerRule] : []),
    ),
  };
});

const importBoundaries = [
  { files: ['src/form-engine/**/*.{ts,tsx}'], rules: restrict(engineIsGeneric) },
  ...engineRoomRules,
  // After the rooms' rules: a test is the package's own and tests a room from outside it, so it
  // may import any room and the test kit (by relative path), and render in a router.
  {
    files: ['src/form-engine/**/*.test.{ts,tsx}', 'src/form-engine/**/*.test-d.ts'],
    rules: restrict(engineIsGeneric),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/form-engine/**'],
    rules: restrict(engineThroughItsEntry, wordsOnlyByUseWords, siteLinksThroughRouteLink),
  },
  ...siteLayerRules,
  {
    files: ['form-schema/**/*.ts'],
    rules: restrict(schemaIsData, engineThroughItsEntry, wordsOnlyByUseWords),
  },
  {
    files: ['tests/**/*.{ts,tsx}', '.tools/**/*.{ts,tsx}'],
    rules: restrict(engineThroughItsEntryOrTestKit),
  },
  // After the tools' zone: ESLint applies the last matching block's restrictions.
  {
    files: ['vite.config.ts'],
    rules: restrict(engineThroughItsEntryOrItsVitePlugins, configImportsNoSiteContent),
  },
  {
    files: [
      '.tools/images/**/*.ts',
      '.tools/entryApart.ts',
      '.tools/wordsOnlyThroughLoaders.ts',
      '.tools/reactRouterOnlyWhatIsUsed.ts',
      '.tools/previewPrerenderedPages.ts',
    ],
    rules: restrict(engineThroughItsEntry, configImportsNoSiteContent),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'src/form-engine/dist',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['loader', 'ErrorBoundary'] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine reads in functions of one screen: a longer one says why beside it (an
    // eslint-disable comment with its reason), as src/form-engine/README.md "Inside" asks.
    files: ['src/form-engine/**/*.{ts,tsx}'],
    ignores: ['src/form-engine/**/*.test.{ts,tsx}', 'src/form-engine/**/*.test-d.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Playwright fixtures call a function named `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...importBoundaries,
);

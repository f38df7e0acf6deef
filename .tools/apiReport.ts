/**
 * The engine's public surface on record: one API Extractor report per entry of
 * src/form-engine/package.json's `exports` map, committed at src/form-engine/api/<entry>.api.md, so
 * an export that appears, disappears or changes shape shows in review.
 *
 *   npm run api          # rebuilds the engine's dist/ and rewrites the reports from it
 *   npm run api:check    # fails when a report is stale (run by `npm run lint`, so CI too)
 *
 * The check does not touch dist/: it emits the declarations alone into a temporary folder (beside a
 * link to the repository's node_modules, so the peers' types resolve; not under node_modules,
 * where API Extractor would take the engine's own files for another package's) and compares the
 * reports made from them with the committed ones. The reports are made from the same .d.ts files a
 * consumer of the packed package reads, so they show what another team sees.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type IConfigFile,
} from '@microsoft/api-extractor';

const repository = fileURLToPath(new URL('..', import.meta.url));
const engine = join(repository, 'src/form-engine');
const reportFolder = join(engine, 'api');
const packageJson = join(engine, 'package.json');
const check = process.argv.includes('--check');

type Exports = Record<string, string | { types?: string }>;
const exportsMap = (JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Exports }).exports;

/** Each entry with a declaration file: `.` is `index`, `./locales/en` is `locales-en`. */
const entries = Object.entries(exportsMap).flatMap(([subpath, target]) => {
  if (typeof target === 'string' || !target.types) return [];
  const name = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
  return [{ subpath, name, types: target.types.replace(/^\.\/dist\//, '') }];
});

/** Where the declarations are read from: dist/ after a build, or a declarations-only emit. */
const tsc = join(repository, 'node_modules/typescript/bin/tsc');
const scratch = mkdtempSync(join(tmpdir(), 'stepform-api-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
symlinkSync(join(repository, 'node_modules'), join(scratch, 'node_modules'), 'dir');
// A report names a file by its path from the package's folder: `dist/…` either way.
let projectFolder: string;
if (check) {
  projectFolder = join(scratch, 'stepform');
  mkdirSync(projectFolder);
  copyFileSync(packageJson, join(projectFolder, 'package.json'));
  execFileSync(
    process.execPath,
    [
      tsc,
      '-p',
      'tsconfig.build.json',
      '--emitDeclarationOnly',
      '--outDir',
      join(projectFolder, 'dist'),
    ],
    { cwd: engine, stdio: 'inherit' },
  );
} else {
  execFileSync('npm', ['run', 'build'], { cwd: engine, stdio: 'inherit' });
  projectFolder = engine;
}
const declarations = join(projectFolder, 'dist');
const reportTempFolder = join(scratch, 'reports');
mkdirSync(reportTempFolder, { recursive: true });

/** Each entry's API Extractor configuration. */
function configOf(entry: (typeof entries)[number]) {
  const configObject: IConfigFile = {
    projectFolder,
    mainEntryPointFilePath: join(declarations, entry.types),
    compiler: {
      // The declarations as a consumer's bundler-resolving project reads them.
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: [],
        },
        files: [join(declarations, entry.types)],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: entry.name,
      reportFolder,
      reportTempFolder,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
        // stepform has one release level (what its entries export is public): no @public tags.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
        // Marked inline as "(undocumented)" already.
        'ae-undocumented': { logLevel: ExtractorLogLevel.None },
      },
      // TSDoc style is not the surface: the @example check (src/form-engine/tsdocExamples.test.ts) reads the docs.
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: join(engine, 'api', `${entry.name}.api-extractor.json`),
    packageJsonFullPath: join(projectFolder, 'package.json'),
  });
}

const configs = entries.map((entry) => ({ entry, config: configOf(entry) }));
// One TypeScript program over every entry's declarations, shared by the reports: made once, not
// once per entry.
const compilerState = CompilerState.create(configs[0]!.config, {
  additionalEntryPoints: configs.map(({ config }) => config.mainEntryPointFilePath),
});

const stale: string[] = [];
let failed = false;
for (const { entry, config } of configs) {
  const result = Extractor.invoke(config, {
    compilerState,
    localBuild: !check,
    showVerboseMessages: false,
    messageCallback: (message) => {
      // Quiet but for what matters: the stale reports are named below, once.
      if (
        message.messageId.startsWith('console-') &&
        message.logLevel !== ExtractorLogLevel.Error
      ) {
        message.handled = true;
      }
    },
  });
  if (result.apiReportChanged)
    stale.push(relative(repository, join(reportFolder, `${entry.name}.api.md`)));
  if (result.errorCount > 0) failed = true;
}

if (check && stale.length) {
  console.error(
    `The engine's public surface changed without its API report:\n  ${stale.join('\n  ')}\n` +
      'Run `npm run api` and commit the reports (src/form-engine/api/), so the change shows in review.',
  );
  process.exit(1);
}
if (failed) process.exit(1);
console.log(
  check
    ? `The ${entries.length} API reports in src/form-engine/api/ match the engine's entries.`
    : stale.length
      ? `Updated: ${stale.join(', ')}`
      : `The ${entries.length} API reports were already up to date.`,
);

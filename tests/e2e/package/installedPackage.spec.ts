/**
 * The engine as another team gets it: `npm pack` of src/form-engine, installed with nothing but
 * its peers into a fresh Vite + React app outside the repository (tests/e2e/package/trip-app: a
 * two-step trip form with a star rating of its own and a check across two dates), which
 * type-checks against the package's declarations, builds, and submits in Chromium. No network:
 * the tarball installs offline, and the peers are the repository's own installed packages.
 *
 * The same installed package also loads without a bundler: every entry of its `exports` map in
 * plain `node` (ESM), and `stepform` in Vitest's default mode (node_modules not inlined, so Node
 * loads dist/); and its declarations type-check under `moduleResolution` node16, nodenext and
 * bundler (their relative imports keep their `.ts` names, which TypeScript reads as the `.d.ts`
 * beside them).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import enginePackage from 'stepform/package.json' with { type: 'json' };
import { keepScreenshot } from '../support/keepScreenshot';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const engine = join(repository, 'src/form-engine');
const appSource = fileURLToPath(new URL('./trip-app/', import.meta.url));
/** The engine's example form, which the app builds as a page of its own (clinic.html). */
const exampleSource = join(engine, 'example');

/** The package's peers, and what a Vite + React + TypeScript app builds and tests with. */
const fromRepository = new Set([
  // Vite among them, an optional peer (for `stepform/vite`).
  ...Object.keys(enginePackage.peerDependencies),
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  'vitest',
  // The example form's generated tests check its JSON Schema with a standard validator.
  'ajv',
]);

/** Every entry of the package's exports map, by the name an app imports: `stepform/kinds`, … */
const entries = Object.keys(enginePackage.exports)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => (subpath === '.' ? 'stepform' : `stepform/${subpath.slice(2)}`));

/**
 * The app's own tools, without the repository's `--conditions=source` (npm run test:e2e), and
 * without a `NODE_ENV` a build in this worker left behind (Vite's `build()` sets it to production
 * in its process, as serveExample does for examplePress.spec.ts): each tool sets its own, so the
 * app's Vitest runs as a test, where the meta-check runs.
 */
const { NODE_ENV: _leftByABuild, ...inherited } = process.env;
const env = { ...inherited, NODE_OPTIONS: '' };
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env, stdio: 'pipe', encoding: 'utf8' });

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Imports every entry of the package, for the type-checks of its declarations. */
const entriesFile = 'src/entries.ts';

let app: string;
let preview: ChildProcess | undefined;
let url: string;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // Building the package and the app on a busy two-core machine takes a minute or two.
  test.setTimeout(600_000);
  app = mkdtempSync(join(tmpdir(), 'stepform-app-'));
  run('npm', ['run', 'build'], engine);
  const tarball = run('npm', ['pack', '--pack-destination', app, '--silent'], engine).trim();
  cpSync(appSource, app, { recursive: true });
  // The engine's example form as its team's app holds it: its files in src/clinic, mounted by a
  // page of their own, built against the installed package.
  cpSync(exampleSource, join(app, 'src', 'clinic'), { recursive: true });
  writeFileSync(
    join(app, 'src', 'clinicMain.tsx'),
    `import { createRoot } from 'react-dom/client';
import { ClinicApplicationApp } from './clinic/ClinicApplicationApp';

createRoot(document.getElementById('root')!).render(<ClinicApplicationApp />);
`,
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'trip-app',
      private: true,
      type: 'module',
      dependencies: { stepform: `file:${tarball}` },
    }),
  );
  // The tarball alone: the package has no dependencies of its own, only peers.
  run('npm', ['install', '--offline', '--legacy-peer-deps', '--no-audit', '--no-fund'], app);
  for (const name of fromRepository) {
    const target = join(app, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(repository, 'node_modules', name), target, 'dir');
  }
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  // Every entry, one name of each used, and no skipLibCheck (the app's tsconfig): a declaration
  // whose import does not resolve is an error, not a silent `any`.
  writeFileSync(
    join(app, entriesFile),
    [
      ...entries.map((entry, index) => `import * as entry${index} from '${entry}';`),
      `export const entries = [${entries.map((_, index) => `entry${index}`).join(', ')}];`,
      '// @ts-expect-error: a function is no number (the declarations are read, not `any`)',
      'export const wrong: number = entry0.compileForm;',
      '',
    ].join('\n'),
  );
  run('node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], app);
  run('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], app);
  preview = spawn(
    'node',
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
      '--strictPort',
    ],
    { cwd: app, env, stdio: 'ignore' },
  );
  // Ready when it answers (a refused connection until then).
  await expect
    .poll(
      () =>
        fetch(url)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  preview?.kill();
  if (app) rmSync(app, { recursive: true, force: true });
});

test('every entry of the exports map loads in plain Node ESM', () => {
  // stepform, kinds, parts, router, testing, json-schema, checks, vite and the seven locales.
  expect(entries).toHaveLength(15);
  for (const entry of entries) {
    // Each in a node of its own, as a server or a script of another team would load it.
    const loaded = run(
      'node',
      [
        '--input-type=module',
        '-e',
        `const entry = await import(${JSON.stringify(entry)}); console.log('exports: ' + Object.keys(entry).length);`,
      ],
      app,
    );
    expect(loaded, entry).toMatch(/^exports: [1-9]\d*$/m);
  }
});

test('Vitest in its default mode (no inlining) imports stepform from its dist/', () => {
  writeFileSync(
    join(app, 'stepform.test.ts'),
    `import { expect, it } from 'vitest';
import { compileForm, createFormKit } from 'stepform';
import { textKinds } from 'stepform/kinds';
import { sampleValues } from 'stepform/testing';

it('compiles a form with the installed package', () => {
  expect(import.meta.resolve('stepform')).toMatch(/\\/node_modules\\/stepform\\/dist\\/index\\.js$/);
  const kit = createFormKit({ kinds: { ...textKinds } });
  const form = compileForm(
    kit,
    kit.defineForm({ id: 'f', title: 'F', steps: [{ id: 's', title: 'S', fields: [{ name: 'n', kind: 'text', label: 'N', required: true }] }] }),
  );
  expect(form.steps[0]!.schema.safeParse(sampleValues(form)).success).toBe(true);
});
`,
  );
  const output = run(
    'node',
    ['node_modules/vitest/vitest.mjs', 'run', '--root', '.', 'stepform.test.ts'],
    app,
  );
  // eslint-disable-next-line no-control-regex -- the colours a reporter may print
  expect(output.replace(/\u001b\[[\d;]*m/g, '')).toMatch(/Tests\s+1 passed/);
});

test('its declarations type-check under moduleResolution node16, nodenext and bundler', () => {
  // Two more whole type-checks of the peers' declarations: a minute on a busy two-core machine.
  // Bundler resolution is the app's own type-check, which read src/entries.ts before it built.
  test.setTimeout(600_000);
  for (const [module, moduleResolution] of [
    ['node16', 'node16'],
    ['nodenext', 'nodenext'],
  ]) {
    const config = `tsconfig.${moduleResolution}.json`;
    writeFileSync(
      join(app, config),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module,
          moduleResolution,
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          types: [],
        },
        files: [entriesFile],
      }),
    );
    expect(
      () => run('node', ['node_modules/typescript/bin/tsc', '-p', config], app),
      config,
    ).not.toThrow();
  }
});

test('the packed engine installs alone, type-checks, builds and submits a two-step form', async ({
  page,
}) => {
  // The app's node_modules holds the package (from its tarball) and the linked peers only; the
  // tarball carries its licence and its changelog beside its README and topics.
  expect(readdirSync(join(app, 'node_modules', 'stepform'))).toEqual(
    expect.arrayContaining([
      'dist',
      'package.json',
      'README.md',
      'docs',
      'LICENSE',
      'CHANGELOG.md',
    ]),
  );
  // Built with `stepform/vite`'s plugins: MUI's theme of CSS variables (its colour-scheme
  // selector) and emotion's react-is 16 (React's old async mode) are left out, and the page works.
  const assets = join(app, 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const leftOut of ['colorSchemeSelector', 'react.async_mode'])
    expect(
      scripts.filter((file) => readFileSync(join(assets, file), 'utf8').includes(leftOut)),
      leftOut,
    ).toEqual([]);
  await page.goto(url);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('heading', { level: 2, name: 'Dates' })).toBeVisible();
  await page.getByLabel(/^First day/).fill('2031-05-03');
  await page.getByLabel(/^Last day/).fill('2031-05-09');
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  // The check across two fields follows the field it reads.
  await page.getByLabel(/^First day/).fill('2031-05-20');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // `aria-disabled` keeps the button pressable (Playwright would wait for it to be enabled).
  await next.click({ force: true });
  await expect(page.getByText('The last day must be after the first').first()).toBeVisible();
  await page.getByLabel(/^First day/).fill('2031-05-04');
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  const book = page.getByRole('button', { name: 'Book' });
  await book.click({ force: true });
  // The star rating is a kind of the app's own: the summary links to it, like a built-in field.
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await summary.getByRole('link', { name: 'Your last trip is required' }).click();
  await expect(page.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expect(page.getByRole('group', { name: /Your last trip/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await book.click();
  await expect(page.getByRole('alert')).toHaveText('Booked!');
  await expect(page).toHaveTitle('Booked: 2031-05-04 to 2031-05-09, 4 stars');
});

test("the example form's generated tests pass in the app's plain Vitest", () => {
  const output = run(
    'node',
    ['node_modules/vitest/vitest.mjs', 'run', '--root', '.', 'src/clinic'],
    app,
  );
  // eslint-disable-next-line no-control-regex -- the colours a reporter may print
  expect(output.replace(/\u001b\[[\d;]*m/g, '')).toMatch(/Tests\s+\d+ passed/);
});

/** How long the example's applicants desk takes to answer (example/applicantsDesk.ts). */
const deskWait = 1_200;

/**
 * Opens the example with the page's clock stopped, so its desk answers only when the test lets
 * time run (`page.clock.runFor(deskWait)`). A person sees "Checking…" for the desk's 1.2 s; a
 * test on a busy runner may look too late, or press Next just as an answer lands and changes
 * the step under the press. Holding the answers makes each moment the test checks happen.
 */
async function openWithTimeStopped(page: Page) {
  const start = new Date('2026-06-01T09:00:00').getTime();
  await page.clock.install({ time: start });
  await page.goto(`${url}clinic.html`);
  // A minute on at once: what the page set going as it loaded has run; then time holds.
  await page.clock.pauseAt(start + 60_000);
}

/**
 * A moment after a press, on the stopped clock: the lines near the buttons hold still while a
 * pointer is pressed and change just after the click (stepform/parts, `useSteadyDuringPress`),
 * on a timer that a stopped clock never runs. A millisecond lets it run, not the desk's answer.
 */
const afterThePress = (page: Page) => page.clock.runFor(1);

test.describe('the engine example, built from the packed package, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a check that waits, confirm e-mail, a step that comes, a group and a kind of its own', async ({
    page,
  }) => {
    await openWithTimeStopped(page);
    const next = page.getByRole('button', { name: 'Next' });
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'example-skipped-step');

    // The check that waits runs on leaving the field, says so, and its answer gates the step.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Ruiz');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('taken@example.com');
    await page.getByRole('textbox', { name: 'Confirm e-mail' }).click();
    await afterThePress(page);
    await expect(page.getByText('Checking…', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'example-pending-check');
    await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill('ana@example.org');
    await page.getByRole('radio', { name: /^Clinical/ }).check();
    // Chosen, the clinical step comes: four steps now.
    await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
    await next.click({ force: true });
    await page.clock.runFor(deskWait);
    await expect(
      summary.getByRole('link', { name: 'This e-mail has already applied' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'The two e-mails are not the same' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ana@example.org');
    await next.click();
    await afterThePress(page);
    await expect(page.getByText('Checking: E-mail…')).toBeVisible();
    await page.clock.runFor(deskWait);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Clinical registration' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Licence number' }).fill('RN-20931');
    await page.getByLabel(/^Licence expiry date/).fill('2030-01-31');
    await next.click();

    // The group: each input of each row a field of its own, in the summary by its row.
    await expect(page.getByRole('heading', { level: 2, name: 'Work history' })).toBeVisible();
    const job = (n: number) => page.getByRole('group', { name: `Job ${n}`, exact: true });
    await job(1).getByRole('textbox', { name: 'Employer' }).fill('Mercy Hospital');
    await job(1)
      .getByLabel(/^Start date/)
      .fill('2019-02-01');
    await job(1).getByLabel('End date').fill('2023-06-30');
    await page.getByRole('button', { name: 'Add another job' }).click();
    await expect(job(2).getByRole('textbox', { name: 'Employer' })).toBeFocused();
    // A check that waits on an input of a row: asked on leaving it, said in that row; its
    // failure shows with the step's other errors, at Next.
    await job(2).getByRole('textbox', { name: 'Employer' }).fill('Nowhere Ltd');
    await job(2)
      .getByLabel(/^Start date/)
      .fill('2023-08-01');
    await expect(job(2).getByText('Checking…', { exact: true })).toBeVisible();
    await job(2).getByLabel('End date').fill('2023-07-01');
    await page.getByRole('button', { name: 'Add another job' }).click();
    await job(3).getByRole('textbox', { name: 'Employer' }).fill('Hillside Clinic');
    await job(3)
      .getByLabel(/^Start date/)
      .fill('2024-01-08');
    await job(3).getByRole('checkbox', { name: 'I work here now' }).check();
    await expect(job(3).getByLabel('End date')).toHaveCount(0);
    // The kind of its own refuses a file that is not a document, in its own words.
    await page.getByLabel(/^Your CV/).setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('A CV'),
    });
    await next.click({ force: true });
    await page.clock.runFor(deskWait);
    const rowError = summary.getByRole('link', {
      name: 'Job 2: The end date must be on or after the start date',
    });
    await expect(rowError).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Job 2: This employer is not on the health register' }),
    ).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Attach a PDF or Word file' })).toBeVisible();
    await keepScreenshot(page, 'example-group-error-in-row-2');
    await rowError.click();
    await expect(job(2).getByLabel('End date')).toBeFocused();
    await job(2).getByLabel('End date').fill('2023-12-31');
    await job(2).getByRole('textbox', { name: 'Employer' }).fill('Lakeside Care');
    await page.getByLabel(/^Your CV/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    // Next asks the row's check again and waits for it, naming the input it waits on.
    await next.click();
    await afterThePress(page);
    await expect(page.getByText('Checking: Job 2, Employer…')).toBeVisible();
    await page.clock.runFor(deskWait);

    // The review lists the group row by row; Submit sends the rows with their fields that show.
    await expect(page.getByRole('heading', { level: 2, name: 'Declaration' })).toBeVisible();
    await expect(page.getByText('Job 3, Employer')).toBeVisible();
    await keepScreenshot(page, 'example-review-rows');
    await page.getByRole('checkbox', { name: 'What I have written is true' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const sent = JSON.parse((await page.getByRole('region', { name: 'Sent' }).innerText()).trim());
    expect(sent.jobs).toEqual([
      { employer: 'Mercy Hospital', start: '2019-02-01', current: false, end: '2023-06-30' },
      { employer: 'Lakeside Care', start: '2023-08-01', current: false, end: '2023-12-31' },
      { employer: 'Hillside Clinic', start: '2024-01-08', current: true },
    ]);
    expect(sent).toMatchObject({ licence: 'RN-20931', cv: 'cv.pdf', role: 'clinical' });
  });

  test('in French: the catalog, the words of the group and a row error in the summary', async ({
    page,
  }) => {
    await openWithTimeStopped(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByText('Étape 1 sur 3', { exact: true })).toBeVisible();
    const next = page.getByRole('button', { name: 'Suivant' });
    await page.getByRole('textbox', { name: 'Nom complet' }).fill('Ana Ruiz');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ana@example.org');
    await page.getByRole('textbox', { name: "Confirmez l'e-mail" }).fill('ana@example.org');
    await page.getByRole('radio', { name: /^Administration/ }).check();
    await next.click();
    await page.clock.runFor(deskWait);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Parcours professionnel' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter un autre emploi' }).click();
    const second = page.getByRole('group', { name: 'Emploi 2', exact: true });
    await expect(second.getByRole('textbox', { name: 'Employeur' })).toBeFocused();
    await second.getByRole('textbox', { name: 'Employeur' }).fill('Lakeside Care');
    await page.getByLabel(/^Votre CV/).setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Un CV'),
    });
    await next.click({ force: true });
    await page.clock.runFor(deskWait);
    const summary = page.getByRole('region', { name: 'Il y a un problème' });
    // The kind's own word, from the form's French catalog.
    await expect(
      summary.getByRole('link', { name: 'Joignez un fichier PDF ou Word' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Emploi 2 : Date de début : ce champ est obligatoire' }),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Supprimer Emploi 2' }).click();
    await expect(page.getByText('Emploi 2 supprimé')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler' })).toBeVisible();
  });

  test('in Korean, from the package’s Korean entry: its words, its row count and a date', async ({
    page,
  }) => {
    await openWithTimeStopped(page);
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByText('3단계 중 1단계', { exact: true })).toBeVisible();
    const next = page.getByRole('button', { name: '다음', exact: true });
    await page.getByRole('textbox', { name: '성명' }).fill('김민지');
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill('minji@example.org');
    await page.getByRole('textbox', { name: '이메일 확인' }).fill('minji@example.org');
    await page.getByRole('radio', { name: /^사무직/ }).check();
    await next.click();
    await page.clock.runFor(deskWait);

    await expect(page.getByRole('heading', { level: 2, name: '경력' })).toBeVisible();
    const job = (n: number) => page.getByRole('group', { name: `경력 ${n}`, exact: true });
    const add = page.getByRole('button', { name: '경력 추가' });
    for (const row of [2, 3, 4]) {
      await add.click();
      await expect(job(row).getByRole('textbox', { name: '근무처' })).toBeFocused();
    }
    // At the group's most rows, the count in the entry's words, in place of Add.
    await expect(
      page.getByText('이 목록에 넣을 수 있는 최대 개수인 4개를 모두 추가했습니다.'),
    ).toBeVisible();
    for (const row of [4, 3, 2]) {
      await job(row)
        .getByRole('button', { name: `경력 ${row} 삭제` })
        .click();
      await expect(page.getByText(`경력 ${row} 삭제됨`)).toBeVisible();
    }
    await job(1).getByRole('textbox', { name: '근무처' }).fill('Mercy Hospital');
    await job(1)
      .getByLabel(/^시작일/)
      .fill('2019-02-01');
    await job(1).getByRole('checkbox', { name: '현재 근무 중' }).check();
    await page.getByLabel(/^이력서/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await next.click();
    await page.clock.runFor(deskWait);

    // The review writes the row's start date as Korean does.
    await expect(page.getByRole('heading', { level: 2, name: '확인 서명' })).toBeVisible();
    await expect(page.getByText('3단계 중 3단계', { exact: true })).toBeVisible();
    await expect(page.getByText('2019년 2월 1일')).toBeVisible();
    await keepScreenshot(page, 'example-korean-review');
  });
});

/**
 * Adding a page is what the README's "Pages" says: in a copy of the project, the page file, the
 * route entry and the English words exactly as the README shows them, and the Spanish words made
 * by its recipe; nothing else. Type-checking and the build must pass, and the page must be there
 * in both languages, prerendered, in the sitemap, and working in a browser.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { copyProject } from '../../../.tools/lib/copy-project';
import { serveDist, type StaticServer } from '../../../.tools/lib/serve-dist';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
const pagesSection = readme.slice(
  readme.indexOf('## Pages\n'),
  readme.indexOf('\n## ', readme.indexOf('## Pages\n') + 1),
);
/** The section's fenced code blocks in one language. */
const blocks = (language: string) =>
  [...pagesSection.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1]!.replace(/^ {3}/gm, ''),
  );
const pageFile = blocks('tsx')[0]!;
const englishWords = blocks('ts')[0]!;
const routeEntry = /`(\{ id: 'about'[^`]*\}),?`/.exec(pagesSection)?.[1];

/**
 * The README's recipe for the Spanish module: the same texts in Spanish, `satisfies` in place of
 * `as const`.
 */
const spanishText: Record<string, string> = {
  'About us | Elevate Athletics': 'Quiénes somos | Elevate Athletics',
  'Who we are.': 'Quiénes somos.',
  'About us': 'Quiénes somos',
  'We train young athletes in California.': 'Entrenamos a jóvenes atletas en California.',
};
const spanishWords = englishWords
  .replace("import type { Words } from '../words';", "import type { WordsByName } from '../words';")
  .replace(/declare module[\s\S]*$/, '')
  .replace('} as const;', "} satisfies WordsByName['about'];")
  .replace(/'([^']*)'/g, (quoted, text: string) =>
    spanishText[text] ? `'${spanishText[text]}'` : quoted,
  );

test.describe('a page added as the README says', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let project: string;
  /** Runs a command in the copy; a failure says what the command printed. */
  const run = (command: string, args: string[]) => {
    try {
      execFileSync(command, args, { cwd: project, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
    }
  };
  let server: StaticServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    expect(pageFile, 'the README shows the page file').toContain('export function AboutPage');
    expect(englishWords, 'the README shows the English words').toContain('WordsByName');
    expect(routeEntry, 'the README shows the route entry').toBeTruthy();
    project = await mkdtemp(join(tmpdir(), 'about-'));
    await copyProject(project);
    await writeFile(join(project, 'src/pages/AboutPage.tsx'), pageFile);
    await writeFile(join(project, 'src/content/en/about.ts'), englishWords);
    await mkdir(join(project, 'src/content/es'), { recursive: true });
    await writeFile(join(project, 'src/content/es/about.ts'), spanishWords);
    const table = join(project, 'src/routes/routeTable.ts');
    const source = await readFile(table, 'utf8');
    const notFoundEntry = source.search(/\n {2}\{\n {4}id: 'notFound'/);
    expect(notFoundEntry, 'the route table has its not-found entry').toBeGreaterThan(0);
    await writeFile(
      table,
      `${source.slice(0, notFoundEntry)}\n  ${routeEntry},${source.slice(notFoundEntry)}`,
    );
    run('npx', ['tsc', '-p', 'tsconfig.json']);
    run('npm', ['run', 'build']);
    server = await serveDist({ root: join(project, 'dist') });
  });

  test.afterAll(async () => {
    await server?.close();
    if (project) await rm(project, { recursive: true, force: true });
  });

  test('is prerendered in both languages and listed in the sitemap', async () => {
    const dist = join(project, 'dist');
    expect(await readFile(join(dist, 'about/index.html'), 'utf8')).toMatch(
      /<h1[^>]*>About us<\/h1>/,
    );
    expect(await readFile(join(dist, 'es/about/index.html'), 'utf8')).toMatch(
      /<h1[^>]*>Quiénes somos<\/h1>/,
    );
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/about</loc>');
    expect(sitemap).toContain('/es/about</loc>');
  });

  test('opens in a browser, and its language switch leads to its Spanish twin', async ({
    page,
  }) => {
    await page.goto(`${server.url}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page).toHaveTitle('About us | Elevate Athletics');
    await page.getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(`${server.url}/es/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  });
});

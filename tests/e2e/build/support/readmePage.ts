/**
 * Adding a page as the README's "Pages" says: the page file, the route entry and the English words
 * exactly as the README shows them, and the Spanish words made by its recipe; nothing else.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const readme = readFileSync(
  fileURLToPath(new URL('../../../../README.md', import.meta.url)),
  'utf8',
);
const pagesSection = readme.slice(
  readme.indexOf('## Pages\n'),
  readme.indexOf('\n## ', readme.indexOf('## Pages\n') + 1),
);
/** The section's fenced code blocks in one language. */
const blocks = (language: string) =>
  [...pagesSection.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1]!.replace(/^ {3}/gm, ''),
  );
export const pageFile = blocks('tsx')[0]!;
export const englishWords = blocks('ts')[0]!;
export const routeEntry = /`(\{ id: 'about'[^`]*\}),?`/.exec(pagesSection)?.[1];

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

/** Adds the README's page to a copy of the project (`project`), as the README says. */
export async function addReadmePage(project: string) {
  if (!pageFile?.includes('export function AboutPage'))
    throw new Error('The README no longer shows the page file');
  if (!englishWords?.includes('WordsByName'))
    throw new Error('The README no longer shows the English words');
  if (!routeEntry) throw new Error('The README no longer shows the route entry');
  await writeFile(join(project, 'src/pages/AboutPage.tsx'), pageFile);
  await writeFile(join(project, 'src/content/en/about.ts'), englishWords);
  await mkdir(join(project, 'src/content/es'), { recursive: true });
  await writeFile(join(project, 'src/content/es/about.ts'), spanishWords);
  const table = join(project, 'src/routes/routeTable.ts');
  const source = await readFile(table, 'utf8');
  const notFoundEntry = source.search(/\n {2}\{\n {4}id: 'notFound'/);
  if (notFoundEntry < 0) throw new Error('The route table has no not-found entry');
  await writeFile(
    table,
    `${source.slice(0, notFoundEntry)}\n  ${routeEntry},${source.slice(notFoundEntry)}`,
  );
}

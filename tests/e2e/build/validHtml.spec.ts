/**
 * Every page the build writes is valid HTML by the W3C Nu HTML Checker (the `vnu-jar` package):
 * what a browser forgives, such as an attribute an input type does not take or a tab without its
 * panel, can still mislead a screen reader or an autofill. The checker is a Java program, so this
 * runs where `java` is on PATH and is skipped, saying why, elsewhere. Each error is reported as
 * `file:line:column: message` with the markup it points at.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputFile, routeTable } from '../../../src/routes/routeTable';
import { expect, test } from '../support/test';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

/** The package's main export is the path of the checker's jar. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const javaOnPath = !spawnSync('java', ['-version']).error;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  /** The markup around the error, and where in it the error's own markup is. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** The markup an error points at, e.g. `<input type="date" placeholder=" " …/>`, on one line. */
const markupOf = ({ extract, hiliteStart = 0, hiliteLength }: VnuMessage) =>
  extract
    ?.slice(hiliteStart, hiliteLength === undefined ? undefined : hiliteStart + hiliteLength)
    .replace(/\s+/g, ' ')
    .trim();

test('every HTML file in dist/ passes the W3C Nu HTML Checker without an error', () => {
  // A Java program starting up on a machine busy with the other specs.
  test.setTimeout(120_000);
  test.skip(!javaOnPath, 'the W3C Nu HTML Checker (vnu-jar) needs Java, and no `java` is on PATH');
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  // Every route's page is among them, so an empty or partial dist/ cannot pass.
  expect(pages).toEqual(expect.arrayContaining(routeTable.map(outputFile)));

  const report = execFileSync(
    'java',
    [
      '-jar',
      vnuJar,
      '--format',
      'json',
      '--errors-only',
      '--stdout',
      '--exit-zero-always',
      ...pages.map((page) => join(distDir, page)),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type !== 'info')
    .map((message) => {
      const file = message.url ? relative(distDir, fileURLToPath(message.url)) : '(no file)';
      const where = `${file}:${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}`;
      const markup = markupOf(message);
      return `${where}: ${message.message}${markup ? ` in ${markup}` : ''}`;
    });
  expect(errors).toEqual([]);
});

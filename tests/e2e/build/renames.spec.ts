/**
 * Long caching (src/app/README.md "Long caching"): a copy edit renames the words files that hold
 * the edited words and the entry that names them, nothing else, so a returning visitor downloads
 * a few kB again instead of the app. Compares the checkout's build (dist/, as `npm test` or the
 * web server made it) with the copy's build with word edits alone (support/siteVariants.ts).
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { renamedScripts } from '../../../.tools/lib/renames';
import { wordEdits, wordsBuild } from '../support/siteVariants';

const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

test('a copy edit renames only the words files that hold its words, and the entry', async () => {
  test.setTimeout(600_000);
  const result = renamedScripts(
    distDir,
    await wordsBuild(),
    wordEdits.map((edit) => edit.to),
  );
  const names = result.renamed.map((file) => file.file);
  expect(
    result.renamed.filter((file) => !file.holdsWord && !file.isEntry),
    `renamed: ${names.join(', ')}`,
  ).toEqual([]);
  expect(result.renamed.filter((file) => file.holdsWord)).toHaveLength(wordEdits.length);
  const renamedBytes = result.renamed.reduce((sum, file) => sum + file.gzip, 0);
  expect(renamedBytes / result.gzip).toBeLessThan(0.25);
});

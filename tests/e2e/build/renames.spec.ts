/**
 * Long caching (src/app/README.md "Long caching"): a one-word copy edit renames the words file that holds the
 * word and the entry that names it, nothing else, so a returning visitor downloads a few kB again
 * instead of the app. Builds a copy of the project twice.
 */
import { expect, test } from '@playwright/test';
import { measureRenames } from '../../../.tools/lib/renames';

test('a one-word change renames only its words file and the entry', async () => {
  test.setTimeout(300_000);
  const result = await measureRenames('src/content/en/home.ts');
  const names = result.renamed.map((file) => file.file);
  expect(
    result.renamed.filter((file) => !file.holdsWord && !file.isEntry),
    `renamed: ${names.join(', ')}`,
  ).toEqual([]);
  expect(result.renamed.filter((file) => file.holdsWord)).toHaveLength(1);
  const renamedBytes = result.renamed.reduce((sum, file) => sum + file.gzip, 0);
  expect(renamedBytes / result.gzip).toBeLessThan(0.25);
});

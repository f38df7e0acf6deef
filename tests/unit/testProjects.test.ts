/**
 * The site's test files share one jsdom and one module graph per worker (vite.config.ts), except
 * those that replace a module with `vi.mock`, which must each get the app's modules afresh: a
 * swap takes only in modules evaluated after it, and what was evaluated with it would reach the
 * next file. Every such file is listed for the isolated `site-swaps` project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { swapAModule } from '../support/swapAModule';

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('lists every site test file that swaps a module with vi.mock, and no other', () => {
  const swapping = ['tests/unit', 'tests/component']
    .flatMap(testFilesUnder)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));
  expect(swapping.length).toBeGreaterThan(0);
  expect([...swapping].sort()).toEqual([...swapAModule].sort());
});

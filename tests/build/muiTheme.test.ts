/**
 * The build leaves MUI's CSS-variables theme out (.tools/README.md "Performance history", its
 * paragraph "MUI's CSS-variables theme left out"): no script of dist/ holds its colour-scheme code, so a new MUI that renames the modules
 * `.tools/muiWithoutCssVariables.ts` stands in for shows here, not only as a heavier page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { distDir } from '../support/previewDist';

test("no script of the build holds MUI's CSS-variables theme", () => {
  const scripts = readdirSync(`${distDir}/assets`).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const holding = scripts.filter((file) =>
    readFileSync(`${distDir}/assets/${file}`, 'utf8').includes('colorSchemeSelector'),
  );
  expect(holding).toEqual([]);
});

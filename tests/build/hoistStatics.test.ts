/**
 * The build leaves hoist-non-react-statics and its react-is 16 out (.tools/README.md
 * "Performance history", its paragraph "hoist-non-react-statics left out"): nothing calls emotion's
 * `withTheme`, the one user of it. react-is 16 names React's long-gone async mode; React 19's
 * own react-is does not, so a script holding that name holds the old copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { distDir } from '../support/previewDist';

test('no script of the build holds hoist-non-react-statics or its react-is 16', () => {
  const scripts = readdirSync(`${distDir}/assets`).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const holding = scripts.filter((file) =>
    readFileSync(`${distDir}/assets/${file}`, 'utf8').includes('react.async_mode'),
  );
  expect(holding).toEqual([]);
});

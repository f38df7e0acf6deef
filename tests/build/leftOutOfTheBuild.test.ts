/**
 * What the build leaves out of every page because nothing runs it (.tools/README.md "Performance
 * history"): each is found by a text only its code holds, so a new version of a library that
 * renames what a plugin of the build stands in for shows here, not only as a heavier page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { distDir } from '../support/previewDist';

const leftOut = [
  {
    what: "MUI's CSS-variables theme (muiWithoutCssVariables, from stepform/vite)",
    // Its colour-scheme code; a plain theme has no selector.
    heldBy: 'colorSchemeSelector',
  },
  {
    what: 'hoist-non-react-statics and its react-is 16 (hoistStaticsOnlyIfUsed, from stepform/vite)',
    // react-is 16 names React's long-gone async mode; React 19's own react-is does not.
    heldBy: 'react.async_mode',
  },
  {
    what: "react-router's development warnings (.tools/reactRouterOnlyWhatIsUsed.ts)",
    heldBy: 'You rendered descendant <Routes>',
  },
  {
    what: "react-router's Form, which no page renders (.tools/reactRouterOnlyWhatIsUsed.ts)",
    // The encoding it submits a form with by default.
    heldBy: 'application/x-www-form-urlencoded',
  },
  {
    what: "react-router's prefetching of framework mode's routes (src/components/RouteLink.tsx)",
    // The base of the data URL it prefetches, outside a browser.
    heldBy: 'server://singlefetch/',
  },
];

const scripts = readdirSync(`${distDir}/assets`).filter((file) => file.endsWith('.js'));

test.each(leftOut)('no script of the build holds $what', ({ heldBy }) => {
  expect(scripts.length).toBeGreaterThan(0);
  const holding = scripts.filter((file) =>
    readFileSync(`${distDir}/assets/${file}`, 'utf8').includes(heldBy),
  );
  expect(holding).toEqual([]);
});

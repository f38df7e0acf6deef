/**
 * The bundle budget, for CI: after `npm run build`, fails (exit 1) when the home route's initial
 * JS, gzip, exceeds its budget by more than the tolerance, or another language's home page differs
 * from the English one by more than its allowance (both in .tools/routes.ts). Prints every
 * route's figures either way.
 * size-limit and bundlesize budget files, not a route's chunks through the manifest (lib/route-assets.ts).
 *
 *   npm run check:budget          # reads dist/
 *   npx tsx .tools/check-budget.ts path/to/dist
 */
import { fileURLToPath } from 'node:url';
import { additionOver, downloadOf, kB, routeDownloads } from './lib/route-assets.ts';
import { budgets, readRoutes } from './routes.ts';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const downloads = await routeDownloads(distDir);
const routes = await readRoutes(distDir);

console.log('Initial download per route (gzip, first visit):');
for (const route of routes) {
  const download = downloadOf(downloads, route.name);
  console.log(
    `  ${route.path.padEnd(38)} JS ${kB(download.jsGzip).padStart(9)}   CSS ${kB(download.cssGzip).padStart(7)}`,
  );
}
const registration = additionOver(downloads, 'registration', 'home');
console.log(
  `  /registration over /: +${kB(registration.jsGzip)} JS (${registration.js.map((f) => f.file).join(', ')})`,
);

const home = downloadOf(downloads, 'home');
const limit = budgets.homeInitialJs * (1 + budgets.ciTolerance);
console.log('\nHome route initial JS, by chunk:');
for (const file of home.js) console.log(`  ${kB(file.gzip).padStart(9)}  ${file.file}`);
const verdict =
  home.jsGzip <= budgets.homeInitialJs
    ? 'within budget'
    : home.jsGzip <= limit
      ? 'over budget, within the CI tolerance'
      : 'OVER the CI limit';
console.log(
  `\nHome route initial JS: ${kB(home.jsGzip)} gzip; budget ${kB(budgets.homeInitialJs)}, CI limit ${kB(limit)} (+${budgets.ciTolerance * 100} %): ${verdict}.`,
);

// Each language's home page, against the English one (.tools/README.md "The tools").
let languagesWithin = true;
for (const route of routes.filter((candidate) => candidate.name.endsWith('-home'))) {
  const other = downloadOf(downloads, route.name);
  const difference = other.jsGzip - home.jsGzip;
  const within = Math.abs(difference) <= budgets.languageDifference;
  languagesWithin &&= within;
  console.log(
    `${route.path} initial JS: ${kB(other.jsGzip)} gzip, ${difference >= 0 ? '+' : ''}${kB(difference)} over /: ${within ? 'within' : 'BEYOND'} ${kB(budgets.languageDifference)}.`,
  );
}
if (home.jsGzip > limit || !languagesWithin) process.exit(1);

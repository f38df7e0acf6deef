/**
 * How many script files, and what share of their bytes, a one-word copy edit renames (and so
 * makes every returning visitor download again). Builds a copy of the project twice (about a
 * minute); the checkout and its dist/ are not touched. The measuring is in lib/renames.ts.
 *
 *   npm run check:renames                                 # a word of src/content/en/home.ts
 *   npx tsx .tools/renames.ts src/content/es/camp.ts        # another words module
 */
import { kB } from './lib/route-assets.ts';
import { measureRenames } from './lib/renames.ts';

const result = await measureRenames(process.argv[2]);
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const renamedBytes = result.renamed.reduce((sum, file) => sum + file.bytes, 0);
const renamedGzip = result.renamed.reduce((sum, file) => sum + file.gzip, 0);
console.log(`Changed "${result.edit.from}" to "${result.edit.to}" in ${result.edit.file}.`);
console.log(`Renamed ${result.renamed.length} of ${result.scripts} script files:`);
for (const file of result.renamed) {
  const why = file.holdsWord ? 'holds the word' : file.isEntry ? 'the entry' : 'neither';
  console.log(`  ${kB(file.gzip).padStart(9)} gzip  ${file.file} (${why})`);
}
console.log(
  `That is ${kB(renamedGzip)} of ${kB(result.gzip)} gzip (${share(renamedGzip, result.gzip)}), ` +
    `${kB(renamedBytes)} of ${kB(result.bytes)} raw (${share(renamedBytes, result.bytes)}).`,
);

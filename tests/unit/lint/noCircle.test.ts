/**
 * The "no circle" rule of `npm run lint` (.config/dependency-cruiser.cjs) counts type imports: a
 * circle made of `import type` alone is reported, the same types imported one way are not.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

interface CruiseResult {
  summary: {
    violations: { rule: { name: string }; from: string; to: string; cycle?: unknown[] }[];
  };
}

/** The rule's violations in a folder, as `npm run lint` runs it. */
function circlesIn(folder: string) {
  const output = execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      '.config/dependency-cruiser.cjs',
      '--output-type',
      'json',
      '--no-progress',
      folder,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(output) as CruiseResult).summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => `${violation.from} -> ${violation.to}`);
}

describe('the no-circle rule', { timeout: 120_000 }, () => {
  it('reports a circle of type imports only', () => {
    expect(circlesIn('tests/unit/lint/fixtures/typeCircle')).toEqual(
      expect.arrayContaining([
        'tests/unit/lint/fixtures/typeCircle/field.ts -> tests/unit/lint/fixtures/typeCircle/step.ts',
      ]),
    );
  });

  it('does not report the same types imported one way', () => {
    expect(circlesIn('tests/unit/lint/fixtures/typeLine')).toEqual([]);
  });
});

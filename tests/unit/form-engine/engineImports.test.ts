import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
}

/** Where each folder may import from, relative to the repository; npm packages are always fine. */
const allowed: Record<string, string[]> = {
  'src/form-engine': ['src/form-engine'],
  'form-schema': ['form-schema', 'src/form-engine'],
};

describe('one-way imports (engine ← schema ← pages)', () => {
  for (const [folder, targets] of Object.entries(allowed)) {
    it(`${folder} imports only ${targets.join(' and ')} and npm packages`, () => {
      const offending = sourceFiles(join(root, folder)).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => relative(root, resolve(file, '..', specifier)))
          .filter((target) => !targets.some((allowedTarget) => target.startsWith(allowedTarget)))
          .map((target) => `${relative(root, file)} → ${target}`),
      );
      expect(offending).toEqual([]);
    });
  }
});

/**
 * A copy of the project without its build output, for a build that must not touch the checkout's
 * own `dist/` (the photos test, the renames check). node_modules is shared through symlinks; the
 * encoded images (src/assets/encoded), the prerender's scratch folder and Vite's cache are the
 * copy's own.
 * No library copies a project with its node_modules linked rather than copied: a dozen lines here.
 */
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const sources = [
  'src',
  'form-schema',
  'public',
  'tests',
  '.tools',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];

/** Copies the project's sources into `to` (an empty folder), with node_modules symlinked. */
export async function copyProject(to: string): Promise<void> {
  for (const entry of sources) await cp(join(repo, entry), join(to, entry), { recursive: true });
  await mkdir(join(to, 'node_modules'));
  for (const entry of await readdir(join(repo, 'node_modules'))) {
    if (entry === '.prerender' || entry === '.vite') continue;
    // The engine's workspace link points at the copy's own engine: the copy's tests import its
    // test kit by path, and two engines would make two sets of its types.
    const target =
      entry === 'stepform' ? join(to, 'src/form-engine') : join(repo, 'node_modules', entry);
    await symlink(target, join(to, 'node_modules', entry));
  }
}

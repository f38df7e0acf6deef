/**
 * The encoded images are committed (src/assets/photos/README.md "What the build makes"), so a
 * fresh clone's build encodes none. After the build the tests read, the folder must be as
 * committed: a photo added or changed and built, but its files not committed, would make every
 * fresh clone encode them again (a minute of CI), and removed ones would linger in the history.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { encodedFolder } from '../../.tools/images/siteImages';

const checkout = existsSync('.git');

test('the build wrote and removed no encoded image that is not committed', (context) => {
  context.skip(!checkout, 'not a git checkout (no .git here), so nothing says what is committed');
  const changed = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', encodedFolder],
    { encoding: 'utf8' },
  );
  expect(changed, `commit what the build changed in ${encodedFolder}`).toBe('');
});

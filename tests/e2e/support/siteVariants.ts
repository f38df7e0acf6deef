/**
 * The builds of a changed copy of the project, which the specs of what a change does read: one
 * copy per run, built twice, each build made once by whichever spec asks first (in any worker)
 * and read by the others.
 *
 * - {@link wordsBuild}: the copy with {@link wordEdits}, copy edits alone (a deploy of new words,
 *   and what such an edit renames);
 * - {@link pageAndPhotoBuild}: then the README's page added and a photo dropped in, each as the
 *   README says (a page that appears, a photo that shows).
 *
 * The copy lives in the run's folder (global-setup.ts), removed when the run ends.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyProject } from '../../../.tools/lib/copy-project';
import { siteWords } from '../../support/siteWords';
import { addReadmePage } from '../build/support/readmePage';
import { dropInPhoto } from '../build/support/droppedPhoto';

/** The copy edits of the words build: one heading of the camp page and one header link in Spanish. */
export const wordEdits = [
  { file: 'src/content/en/camp.ts', from: siteWords.en.camp.details.title, to: 'Camp Facts' },
  { file: 'src/content/es/site.ts', from: 'Entrenadores', to: 'Equipo' },
];

function runFolder() {
  const folder = process.env.SITE_VARIANTS;
  if (!folder)
    throw new Error('SITE_VARIANTS is unset: run the specs through playwright.config.ts');
  return folder;
}
const project = () => join(runFolder(), 'project');

/** Runs a command in the copy; a failure says what the command printed. */
export function runInCopy(command: string, args: string[]) {
  try {
    execFileSync(command, args, { cwd: project(), stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/**
 * Makes `step` once per run: the first worker to ask makes it, any other waits until it is made
 * (or hears that it failed).
 */
async function once(step: string, make: () => Promise<void>) {
  const marks = join(runFolder(), `${step}.step`);
  const [done, failed] = [join(marks, 'done'), join(marks, 'failed')];
  try {
    mkdirSync(marks);
  } catch {
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error(`${step} failed: ${readFileSync(failed, 'utf8')}`);
      await sleep(500);
    }
    return;
  }
  try {
    await make();
    writeFileSync(done, '');
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  }
}

/** The copy with {@link wordEdits}, built: its dist/ folder. */
export async function wordsBuild(): Promise<string> {
  const dist = join(runFolder(), 'words-dist');
  await once('words', async () => {
    await copyProject(project());
    for (const { file, from, to } of wordEdits) {
      const path = join(project(), file);
      const source = readFileSync(path, 'utf8');
      if (!source.includes(`'${from}'`)) throw new Error(`${file} no longer says '${from}'`);
      writeFileSync(path, source.replace(`'${from}'`, `'${to}'`));
    }
    runInCopy('npm', ['run', 'build']);
    renameSync(join(project(), 'dist'), dist);
  });
  return dist;
}

/** The copy of {@link wordsBuild} with the README's page and a photo, built: the copy's folder. */
export async function pageAndPhotoBuild(): Promise<string> {
  await wordsBuild();
  await once('page-and-photo', async () => {
    await addReadmePage(project());
    await dropInPhoto(project());
    runInCopy('npm', ['run', 'build']);
  });
  return project();
}

import { fromAnswerPersistence, type AnswerPersistence } from '../keeping/fromAnswerPersistence.ts';
import type { KeepingCode } from '../keeping/keepingCode.ts';
import { inDevelopment } from '../kind/inDevelopment.ts';
import { withoutKeeping } from './withoutKeeping.ts';

/**
 * The code that keeps the answers, as `persistence` carries it, or the stand-in that keeps
 * nothing when there is none. A persistence written as a plain object (plain JavaScript, or a
 * cast) carries no code: outside production it is refused, naming what makes one (as the
 * meta-check refuses a form's mistakes); a production bundle leaves the words out, and keeps
 * nothing rather than break the form.
 */
export function keepingCodeOf(persistence: AnswerPersistence | undefined): KeepingCode {
  const code = (persistence as { readonly [fromAnswerPersistence]?: KeepingCode } | undefined)?.[
    fromAnswerPersistence
  ];
  if (inDevelopment && persistence && !code) {
    throw new TypeError(
      "FormWizard's persistence must be made by sessionStoragePersistence(key) or answerPersistence({ load, save, clear }) (from stepform), which bring the code that keeps the answers",
    );
  }
  return code ?? withoutKeeping;
}

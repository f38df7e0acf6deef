import { fromAnswerPersistence, type AnswerPersistence } from '../keeping/fromAnswerPersistence.ts';
import type { KeepingCode } from '../keeping/keepingCode.ts';
import { withoutKeeping } from './withoutKeeping.ts';

/**
 * The code that keeps the answers, as `persistence` carries it, or the stand-in that keeps
 * nothing when there is none. A persistence written as a plain object (plain JavaScript, or a
 * cast) carries no code: refused, naming what makes one, rather than silently keeping nothing.
 */
export function keepingCodeOf(persistence: AnswerPersistence | undefined): KeepingCode {
  if (!persistence) return withoutKeeping;
  const code = (persistence as { readonly [fromAnswerPersistence]?: KeepingCode })[
    fromAnswerPersistence
  ];
  if (code) return code;
  throw new TypeError(
    "FormWizard's persistence must be made by sessionStoragePersistence(key) or answerPersistence({ load, save, clear }) (from stepform), which bring the code that keeps the answers",
  );
}

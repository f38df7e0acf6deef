import type { AnswerStore } from './answerStore.ts';

/**
 * The key under which a persistence hands the wizard the code that keeps answers (the restored
 * answers and their notices, saving as the person types, Start over, the kept submission): the
 * wizard finds it only there, so a form without `persistence` downloads none of it.
 */
export const fromAnswerPersistence: unique symbol = Symbol('stepform: answerPersistence');

/**
 * Where a wizard keeps its unsubmitted answers (`FormWizard`'s `persistence`), as
 * `sessionStoragePersistence` and `answerPersistence` make it: an {@link AnswerStore} carrying
 * the code that keeps the answers.
 */
export type AnswerPersistence = AnswerStore & { readonly [fromAnswerPersistence]: object };

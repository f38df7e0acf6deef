/** The step form's id: a submit button outside it (the interruption's Submit anyway) names it. */
export const stepFormId = (idPrefix: string) => `${idPrefix}form`;

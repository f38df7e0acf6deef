/** Thrown when a schema is malformed; `problems` holds one readable line per problem. */
export class FormSpecError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The form schema is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'FormSpecError';
    this.problems = problems;
  }
}

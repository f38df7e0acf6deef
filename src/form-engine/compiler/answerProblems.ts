import type * as z from 'zod/mini';
import type { CheckFailure } from '../rules/rules.ts';
import type { GroupRows, RowInputProblem } from '../kind/rowKind.ts';
import { englishWizardWords } from '../locales/en.ts';
import type { FieldSpec } from '../schema/types.ts';
import type { CompiledForm, FieldAt } from './compiledForm.ts';

type Values = Readonly<Record<string, unknown>>;

/** What a compiled form reads the problems of an answer from. */
interface ProblemParts {
  readonly fields: ReadonlyMap<string, FieldAt>;
  readonly fieldAt: (path: string) => FieldAt | undefined;
  readonly rowsOf: (group: FieldSpec) => GroupRows;
  readonly isBlank: (name: string, value: unknown) => boolean;
  /** The first `error` check an answer given fails. */
  readonly checkFailureOf: (name: string, values: Values) => CheckFailure | undefined;
  /** Each field's schema by its kind, filled as the form compiles. */
  readonly schemas: Readonly<Record<string, z.ZodMiniType>>;
  /** The message each field's schema refuses a missing answer with (in English). */
  readonly requiredMessages: ReadonlyMap<string, string>;
}

/**
 * What keeps an answer from letting its step go on, at a field's name or a row input's path
 * alike (a row input's is its group's rows kind's to say): `errorOf` for an answer given,
 * `problemOf` with a missing one too, and whether a field lets its step go on.
 */
export function answerProblems({
  fields,
  fieldAt,
  rowsOf,
  isBlank,
  checkFailureOf,
  schemas,
  requiredMessages,
}: ProblemParts): Pick<CompiledForm, 'errorOf' | 'problemOf' | 'isFieldValid'> {
  const rowAt = (path: string) => (fields.has(path) ? undefined : fieldAt(path)?.row);
  /**
   * What the kind's own schema says of an answer given, in its own words ("Attach a PDF or Word
   * file"); nothing when it takes the answer, or refuses it only as missing (in the required
   * message, which the wizard says in the person's language instead).
   */
  const kindFailureOf = (name: string, value: unknown): CheckFailure | undefined => {
    const parsed = schemas[name]!.safeParse(value);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    return message && message !== requiredMessages.get(name)
      ? { rule: fields.get(name)!.field.kind, message, level: 'error' }
      : undefined;
  };
  /** What a group says of itself: its inputs answer for themselves. */
  const groupProblemOf = (group: FieldSpec, values: Values): RowInputProblem | undefined => {
    const rows = rowsOf(group);
    if (rows.listIsValid(group, values)) return undefined;
    if (group.required && isBlank(group.name, values[group.name])) return 'missing';
    const message = rows.listMessageOf(group, values, englishWizardWords)!;
    const failed = checkFailureOf(group.name, values);
    return failed?.message === message ? failed : { rule: group.kind, message, level: 'error' };
  };
  return {
    /** The kind's own refusal first (its checks read a value of its type), then the checks'. */
    errorOf(name, values) {
      const row = rowAt(name);
      if (row) return rowsOf(row.group).errorOf(row, values);
      return isBlank(name, values[name])
        ? undefined
        : (kindFailureOf(name, values[name]) ?? checkFailureOf(name, values));
    },
    /** Missing where the kind's schema refuses an answer as none, else what `errorOf` finds. */
    problemOf(name, values) {
      const row = rowAt(name);
      if (row) return rowsOf(row.group).problemOf(row.group, row.index, row.field, values);
      const field = fields.get(name)?.field;
      if (!field) return undefined;
      if (field.fields) return groupProblemOf(field, values);
      const value = values[name];
      const refused = !schemas[name]!.safeParse(value).success;
      if (isBlank(name, value)) return refused ? 'missing' : undefined;
      return refused ? (kindFailureOf(name, value) ?? 'missing') : checkFailureOf(name, values);
    },
    isFieldValid(name, values) {
      const { field } = fields.get(name)!;
      return field.fields
        ? rowsOf(field).isValid(field, values)
        : schemas[name]!.safeParse(values[name]).success && !checkFailureOf(name, values);
    },
  };
}

import type { FormKit } from '../kind/createFormKit.ts';
import { isBlankAnswer } from '../kind/blank.ts';
import type { KindDefinition, KindParts } from '../kind/kind.ts';
import type { FieldSpec, FormSpec } from '../schema/types.ts';

type AnyKind = KindDefinition<unknown, FieldSpec>;

/** What is wrong between a kind's blank and its schema, for one required field of it, if any. */
function blankProblem(
  name: string,
  kind: AnyKind,
  field: FieldSpec,
  parts: KindParts,
): string | undefined {
  // Its English words: which answers it refuses does not hang on the language it says them in.
  const schema = kind.schema(field, 'required', kind.words?.en ?? {});
  // Its empty value may be an answer (an unticked consent is "no"); a value it lists as blank not.
  const listed = kind.blanks?.(field);
  for (const blank of listed ?? [kind.empty]) {
    const shown = JSON.stringify(blank) ?? String(blank);
    const isBlank = isBlankAnswer(kind, field, blank, parts);
    if (listed && !isBlank) {
      return `the kind "${name}" lists ${shown} among its blanks (blanks), but its isEmpty does not count it as blank; make them agree`;
    }
    if (isBlank && schema.safeParse(blank).success) {
      return `the kind "${name}" counts ${shown} as blank, but its schema takes it when the field is required, so a required field left blank would not be missing; make its schema refuse a blank when "required" is true`;
    }
  }
  return undefined;
}

/**
 * "Blank" and "required" are one thing (README "The schema"): a kind's schema decides what
 * `required` means, its `isEmpty` and `blanks` what counts as no answer, so each blank must be
 * refused by the schema of a required field of the kind, or a required field left blank would let
 * its step through while the review says "not provided". Read where it matters, on the form's
 * required fields, and named once per kind, at its first. A kind whose fields hold rows (its
 * `rows`) decides required with its rows, not its schema.
 */
export function blankProblems(kit: FormKit, spec: FormSpec): string[] {
  const kinds = kit.kinds as Readonly<Record<string, AnyKind>>;
  const parts: KindParts = { kindOf: (field) => kinds[field.kind]! };
  const seen = new Set<string>();
  return spec.steps.flatMap((step) =>
    step.fields.flatMap((field) => {
      const kind = kinds[field.kind];
      if (!field.required || !kind || kind.rows || seen.has(field.kind)) return [];
      const problem = blankProblem(field.kind, kind, field, parts);
      if (!problem) return [];
      seen.add(field.kind);
      return [`${spec.id} › step "${step.id}" › field "${field.name}": ${problem}`];
    }),
  );
}

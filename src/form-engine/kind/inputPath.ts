/** A field's name, e.g. `'jobs'`; over a union of fields, each one's. */
export type FieldNameOf<Field> = Field extends { readonly name: infer Name extends string }
  ? Name
  : never;

/** A field of any step of a form's spec. */
type FieldOfSpec<Spec> = Spec extends { readonly steps: readonly (infer Step)[] }
  ? Step extends { readonly fields: readonly (infer Field)[] }
    ? Field
    : never
  : never;

/** A field's own name, and for a group (a field with `fields`) the path of each row field. */
type PathsOfField<Field> =
  | FieldNameOf<Field>
  | (Field extends {
      readonly name: infer Group extends string;
      readonly fields: readonly (infer Row)[];
    }
      ? `${Group}.${number}.${FieldNameOf<Row>}`
      : never);

/**
 * The name of a field of the form `Spec`, e.g. `'applicant' | 'jobs'`; `string` for a form typed
 * only as `FormSpec` (or any of whose fields' names is not a literal), whose names are not known.
 */
export type FieldName<Spec> = FieldNameOf<FieldOfSpec<Spec>>;

/**
 * What an input of the form `Spec` is addressed by: a field's name, or the path of one input of
 * one row of a group, `${group}.${index}.${rowField}` (`jobs.1.employer`, the row counted from
 * 0), typed from the form, so a group, a row field or a field the form does not have, or an index
 * that is not a number, is a type error. `string` for a form typed only as `FormSpec` (or any of
 * whose fields' names is not a literal), whose names are not known. What a compiled form's
 * `fieldAt`, `answerAt`, `withAnswer`, `isBlank`, `errorOf` and `warningOf` take (see
 * docs/groups.md, "Addressed by path").
 */
export type InputPath<Spec> = PathsOfField<FieldOfSpec<Spec>>;

/**
 * When a field or a step shows: conditions over one field's answer, over a group's rows, and any
 * combination of them with `all`, `any` and `not`.
 */

/**
 * A condition over one field's answer (`Name`: the fields it may name).
 *
 * @example
 * { field: 'primarySport', equals: 'other' }   // a select, radio or text field holds this value
 * { field: 'primarySport', oneOf: ['football', 'soccer'] }   // a select or radio
 * { field: 'secondarySports', includes: 'Other' }   // checkboxes with this option ticked
 * { field: 'mediaRelease', equals: true }   // a consent ticked
 * { field: 'jobs', answered: false }   // any field left blank for its kind: a group with no row
 */
export type FieldCondition<Name extends string = string> =
  | { readonly field: Name; readonly equals: string | boolean }
  | { readonly field: Name; readonly oneOf: readonly [string, ...string[]] }
  | { readonly field: Name; readonly includes: string }
  | { readonly field: Name; readonly answered: boolean };

/**
 * `all` holds when each of its conditions does, `any` when one does, `not` when its condition
 * does not.
 */
export type Combined<Inner> =
  | { readonly all: readonly [Inner, ...Inner[]] }
  | { readonly any: readonly [Inner, ...Inner[]] }
  | { readonly not: Inner };

/**
 * A condition over the fields of one row of a group (`Name`: its row fields), as a row field's
 * own `visibleWhen` or inside a {@link RowsCondition}.
 */
export type RowCondition<Name extends string = string> =
  | FieldCondition<Name>
  | { readonly all: readonly [RowCondition<Name>, ...RowCondition<Name>[]] }
  | { readonly any: readonly [RowCondition<Name>, ...RowCondition<Name>[]] }
  | { readonly not: RowCondition<Name> };

/**
 * A condition over a group's rows (`Rows` maps each group it may name to its row fields' names):
 * `some` row, `every` row or no row (`none`) such that a row condition holds, or `atLeast` or
 * `atMost` so many rows `where` it holds. A row counts only while the group shows; a row field
 * hidden in its row has no answer there. `every` holds for a group with no rows.
 *
 * @example
 * { rows: 'children', some: { field: 'hasAllergies', equals: 'Yes' } }
 * { rows: 'children', none: { field: 'age', oneOf: ['10', '11'] } }
 * { rows: 'children', atLeast: 2, where: { field: 'needsBus', equals: true } }
 */
export type RowsCondition<Rows extends Record<string, string> = Record<string, string>> = {
  readonly [Group in keyof Rows & string]:
    | { readonly rows: Group; readonly some: RowCondition<Rows[Group]> }
    | { readonly rows: Group; readonly every: RowCondition<Rows[Group]> }
    | { readonly rows: Group; readonly none: RowCondition<Rows[Group]> }
    | {
        readonly rows: Group;
        readonly atLeast: number;
        readonly where: RowCondition<Rows[Group]>;
      }
    | { readonly rows: Group; readonly atMost: number; readonly where: RowCondition<Rows[Group]> };
}[keyof Rows & string];

/**
 * When a field or a step shows: a condition over a field of the form above it
 * ({@link FieldCondition}), over a group's rows ({@link RowsCondition}), or `all`, `any` or `not`
 * of conditions. A hidden field is not rendered, does not gate its step, is left out of the review
 * and of the submitted values, and gets its answer back if it shows again. An answer nobody sees
 * decides nothing: a condition over a hidden field does not hold.
 *
 * @example
 * { field: 'age', equals: 'Under 18' }
 * { any: [{ field: 'age', equals: 'Under 18' }, { field: 'firstTime', equals: true }] }
 * { rows: 'children', some: { field: 'hasAllergies', equals: 'Yes' } }
 */
export type VisibleWhen<
  Name extends string = string,
  Rows extends Record<string, string> = Record<string, string>,
> =
  | FieldCondition<Name>
  | RowsCondition<Rows>
  | { readonly all: readonly [VisibleWhen<Name, Rows>, ...VisibleWhen<Name, Rows>[]] }
  | { readonly any: readonly [VisibleWhen<Name, Rows>, ...VisibleWhen<Name, Rows>[]] }
  | { readonly not: VisibleWhen<Name, Rows> };

/** A rows condition's row condition, whichever count it uses. */
export const rowConditionOf = (condition: RowsCondition): RowCondition =>
  'some' in condition
    ? condition.some
    : 'every' in condition
      ? condition.every
      : 'none' in condition
        ? condition.none
        : condition.where;

/** Whether a rows condition holds, given how many rows there are and how many meet its row condition. */
export function rowsCountHolds(condition: RowsCondition, rows: number, meeting: number): boolean {
  if ('some' in condition) return meeting > 0;
  if ('every' in condition) return meeting === rows;
  if ('none' in condition) return meeting === 0;
  if ('atLeast' in condition) return meeting >= condition.atLeast;
  return meeting <= condition.atMost;
}

/**
 * Whether a condition holds, its leaves decided by `leaf`: `all`, `any` and `not` are written
 * once here, for a form's conditions and a row's alike.
 */
export function combinedHolds<Leaf extends object>(
  condition: object,
  leaf: (condition: Leaf) => boolean,
): boolean {
  if ('all' in condition) return partsOf(condition).every((each) => combinedHolds(each, leaf));
  if ('any' in condition) return partsOf(condition).some((each) => combinedHolds(each, leaf));
  if ('not' in condition) return !combinedHolds(partsOf(condition)[0]!, leaf);
  return leaf(condition as Leaf);
}

/** Whether a condition is `all`, `any` or `not` of others. */
export const isCombined = (condition: object): condition is Combined<unknown> =>
  'all' in condition || 'any' in condition || 'not' in condition;

/** Whether a condition is over a group's rows. */
export const isRowsCondition = (condition: object): condition is RowsCondition =>
  'rows' in condition;

/** The conditions a combination holds (itself for any other). */
export const partsOf = (condition: object): readonly object[] =>
  'all' in condition
    ? (condition.all as readonly object[])
    : 'any' in condition
      ? (condition.any as readonly object[])
      : 'not' in condition
        ? [condition.not as object]
        : [condition];

/** The conditions inside `all`, `any` and `not`, in order, down to those that are none of them. */
const leavesIn = (condition: object): object[] =>
  isCombined(condition) ? partsOf(condition).flatMap(leavesIn) : [condition];

/**
 * The field conditions inside a condition, and the rows conditions, in order: what it reads.
 * A rows condition's own row condition is not descended into (its fields are row fields).
 */
export const leavesOf = (condition: VisibleWhen) =>
  leavesIn(condition) as (FieldCondition | RowsCondition)[];

/** The field conditions inside a row condition. */
export const rowLeavesOf = (condition: RowCondition) => leavesIn(condition) as FieldCondition[];

/** The names a condition reads: the fields it names and the groups whose rows it counts. */
export const namesReadBy = (condition: VisibleWhen): string[] => [
  ...new Set(leavesOf(condition).map((leaf) => ('rows' in leaf ? leaf.rows : leaf.field))),
];

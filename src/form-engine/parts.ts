/**
 * `stepform/parts`: what a kind is built from, the engine's own kinds and a form's own alike (the
 * engine's kinds import nothing else of the engine but its entries): a field's outlined frame and
 * hint, a choice's parts, the grid of a row, a field's options, whether an answer is blank, a date
 * in words, the schemas of a kind's properties, and for a rows kind how its rows are named,
 * counted and checked (`compileGroupRows`, the engine's `group`'s `rows`), its component's
 * handle on them (`useFieldRows`) and the JSON Schema of a row field's condition (`presentWhen`);
 * and a line that holds still while a button is pressed (`useSteadyDuringPress`).
 */
export { FieldFrame } from './kinds/parts/FieldFrame.tsx';
export { FieldHint } from './kinds/parts/FieldHint.tsx';
export { CheckOption, optionTextIndent } from './kinds/parts/CheckOption.tsx';
export { ChoiceFieldset } from './kinds/parts/ChoiceFieldset.tsx';
export { fieldGridSx } from './field/fieldGridSx.ts';
export { optionsOf, optionValuesOf } from './schema/options.ts';
export { isErrorCheck } from './schema/check.ts';
export { isBlankAnswer, isBlankRow } from './kind/blank.ts';
export { inDevelopment } from './kind/inDevelopment.ts';
export { optionsProperty, textProperty } from './kind/propertySchemas.ts';
export { formatDate } from './answers/formatDate.ts';
export { rowLimitsOf, rowNameOf, rowsOf, type RowValues } from './schema/rows.ts';
export { compileGroupRows } from './compiler/groupRows.ts';
export { useFieldRows } from './field/useFieldRows.ts';
export { conditionIf, presentWhen } from './json-schema/conditionIf.ts';
export { useSteadyDuringPress } from './field/useSteadyDuringPress.ts';
export type {
  GroupIssue,
  GroupRows,
  RowInputAt,
  RowInputProblem,
  RowListWords,
  RowOfInput,
  RowValidity,
} from './kind/rowKind.ts';
export type { FormatParts, KindParts, RowParts } from './kind/kind.ts';

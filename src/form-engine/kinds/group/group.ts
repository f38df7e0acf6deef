import * as z from 'zod/mini';
import { GroupField } from './GroupField.tsx';
import { englishGroupWords, spanishGroupWords } from './groupWords.ts';
import type { GroupFieldSpec } from './groupFieldSpec.ts';
import { defineKind, type FieldSpec } from '../../index.ts';
import type { JSONSchema } from '../../json-schema.ts';
import {
  compileGroupRows,
  inDevelopment,
  isBlankRow,
  presentWhen,
  rowNameOf,
  rowsOf,
  textProperty,
  type RowValues,
} from '../../parts.ts';

const wholeCount = (name: string) =>
  z.optional(
    z.int(`"${name}" must be a whole number`).check(z.nonnegative(`"${name}" must be 0 or more`)),
  );

/** A group reads its rows' kinds from the kit: the engine passes them, a direct call must too. */
const partsNeeded = (): never => {
  throw new Error("A group's rows are read with their kinds: pass the kit's parts.");
};

/**
 * `group`: a list of rows, each the same few fields (see {@link GroupFieldSpec}), with Add and
 * Remove buttons. The form holds the rows as objects (`{ employer: 'Acme', start: '2020-01-06' }`);
 * submit sends the rows that count, each with its fields that show. What a row input needs, its
 * checks and the row count are checked as a step's fields are, by the code the kind brings
 * (`rows`), so a form without a group never loads it.
 */
export const group = defineKind({
  component: GroupField,
  empty: [] as RowValues[],
  words: { en: englishGroupWords, es: spanishGroupWords },
  // Any list: its rows and their count are checked input by input (`rows`, below),
  // so each gets its own message and link.
  schema: (_field: GroupFieldSpec) => z.array(z.record(z.string(), z.unknown())),
  // No row with an answer in it: each input blank by its own kind, or at its empty value (an
  // unticked consent nobody touched).
  isEmpty: (rows, field, parts = partsNeeded()) =>
    rowsOf(rows).every((row) => isBlankRow(field.fields, row, parts)),
  format: (rows, field, words, parts = partsNeeded()) =>
    rowsOf(rows)
      .map(
        (row, index) =>
          `${rowNameOf(field, index)}: ${field.fields
            .map((part) => {
              const kind = parts.kindOf(part);
              return kind.format
                ? kind.format(row[part.name], part, { ...words, ...parts.wordsOf(part) }, parts)
                : String(row[part.name] ?? '');
            })
            .join(', ')}`,
      )
      .join('; ') || words.notProvided,
  // A row holds each of its fields that shows: one with a condition (on a field of its row)
  // exactly while the condition holds in that row, as a form's fields are.
  jsonSchema: (field, parts = partsNeeded()): JSONSchema => {
    const { minRows, maxRows } = field;
    const rowFields: readonly FieldSpec[] = field.fields;
    const conditions = rowFields.flatMap((part) =>
      part.visibleWhen ? [presentWhen(part.name, [part.visibleWhen])] : [],
    );
    return {
      type: 'array',
      items: {
        type: 'object',
        properties: Object.fromEntries(
          rowFields.map((part) => [
            part.name,
            { title: part.label, ...parts.kindOf(part).jsonSchema?.(part, parts) },
          ]),
        ),
        required: rowFields.filter((part) => !part.visibleWhen).map((part) => part.name),
        additionalProperties: false,
        ...(conditions.length > 0 && { allOf: conditions }),
      },
      ...((minRows ?? (field.required ? 1 : 0)) > 0 && { minItems: minRows ?? 1 }),
      ...(maxRows !== undefined && { maxItems: maxRows }),
    };
  },
  sample: (field, parts = partsNeeded()) =>
    Array.from({ length: Math.max(field.minRows ?? 1, 1) }, () =>
      Object.fromEntries(
        field.fields.map((part) => [
          part.name,
          part.sample !== undefined ? part.sample : parts.kindOf(part).sample(part, parts),
        ]),
      ),
    ),
  rows: compileGroupRows,
  properties: inDevelopment
    ? () => ({
        fields: z
          .array(z.looseObject({}), 'a group needs "fields": the fields of each row')
          .check(z.minLength(1, 'a group needs at least one field in a row')),
        rowLabel: textProperty('a group needs a "rowLabel", e.g. "Job"'),
        addLabel: z.optional(textProperty('"addLabel" must be text')),
        minRows: wholeCount('minRows'),
        maxRows: wholeCount('maxRows'),
      })
    : undefined,
});

import type { RowInputAt } from '../kind/rowKind.ts';
import { rowInputLabel, rowInputOf, rowInputSpec, rowNameOf } from '../schema/rows.ts';
import type { FieldSpec } from '../schema/types.ts';

/**
 * Finds one input of one row of `groups` by its path; each input's spec is made once, so the
 * wizard's cells receive the same object on every render.
 */
export function rowInputFinder(
  groups: readonly FieldSpec[],
  stepIndexOf: (name: string) => number,
) {
  const found = new Map<string, RowInputAt>();
  return (path: string): RowInputAt | undefined => {
    const known = found.get(path);
    if (known) return known;
    const input = rowInputOf(path);
    const group = input && groups.find((each) => each.name === input.group);
    const field = group?.fields?.find((each) => each.name === input!.name);
    if (!input || !group || !field) return undefined;
    const name = rowNameOf(group, input.index);
    const at: RowInputAt = {
      field: rowInputSpec(group, input.index, field),
      stepIndex: stepIndexOf(group.name),
      gate: group.name,
      label: rowInputLabel(name, field.label),
      row: { group, index: input.index, name, field },
    };
    found.set(path, at);
    return at;
  };
}

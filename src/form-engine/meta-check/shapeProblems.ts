import type * as z from 'zod/mini';
import type { FormKit } from '../kind/createFormKit.ts';
import { outsideTheKit } from './metaSchema.ts';
import { shippedKindNames } from './shippedKindNames.ts';

type Path = readonly PropertyKey[];

/** Reads `raw` along `path`, tolerating anything: the input is not trusted yet. */
function at(raw: unknown, path: Path): unknown {
  let node = raw;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** `registration › step "athletic" › field "primarySport"`, from the position of a problem. */
function locate(raw: unknown, path: Path): { where: string; rest: Path } {
  const formId = at(raw, ['id']);
  let where = typeof formId === 'string' && formId ? formId : 'form';
  if (path[0] !== 'steps' || typeof path[1] !== 'number') return { where, rest: path };
  const stepId = at(raw, ['steps', path[1], 'id']);
  where += ` › step ${typeof stepId === 'string' && stepId ? `"${stepId}"` : `#${path[1] + 1}`}`;
  if (path[2] !== 'fields' || typeof path[3] !== 'number') return { where, rest: path.slice(2) };
  const fieldName = at(raw, ['steps', path[1], 'fields', path[3], 'name']);
  where += ` › field ${typeof fieldName === 'string' && fieldName ? `"${fieldName}"` : `#${path[3] + 1}`}`;
  return { where, rest: path.slice(4) };
}

/**
 * The schema as the shape check reads it: a field of a kind `stepform/kinds` ships but the kit
 * leaves out is checked for its field base only (its kind swapped for a marker); everything else
 * is left as it is, untrusted.
 */
export function shapeView(kit: FormKit, raw: unknown): unknown {
  const steps = at(raw, ['steps']);
  if (!Array.isArray(steps)) return raw;
  return {
    ...(raw as object),
    steps: steps.map((step: unknown) => {
      const fields = at(step, ['fields']);
      if (!Array.isArray(fields)) return step;
      return {
        ...(step as object),
        fields: fields.map((field: unknown) => {
          const kind = at(field, ['kind']);
          const leftOut =
            typeof kind === 'string' &&
            !Object.hasOwn(kit.kinds, kind) &&
            shippedKindNames.includes(kind);
          return leftOut ? { ...(field as object), kind: outsideTheKit } : field;
        }),
      };
    }),
  };
}

/** One line for a problem the shape check found, named by the step and field it is in. */
export function describeIssue(kit: FormKit, raw: unknown, issue: z.core.$ZodIssue): string {
  const { where, rest } = locate(raw, issue.path);
  if (issue.code === 'invalid_union' && (rest.length === 0 || rest[0] === 'kind')) {
    const fieldPath = rest.length === 0 ? issue.path : issue.path.slice(0, -1);
    const kind = at(raw, [...fieldPath, 'kind']);
    const known = Object.keys(kit.kinds).join(', ');
    return kind === undefined
      ? `${where}: a field needs a kind (one of: ${known})`
      : `${where}: unknown kind ${JSON.stringify(kind)} (known kinds: ${known})`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown ${issue.keys.length > 1 ? 'properties' : 'property'} ${issue.keys
      .map((key) => `"${key}"`)
      .join(', ')} for this kind`;
  }
  // Every rule above carries its own message naming the property, so only options need a position.
  const option =
    rest[0] === 'options' && typeof rest[1] === 'number' ? `option ${rest[1] + 1}: ` : '';
  return `${where}: ${option}${issue.message}`;
}

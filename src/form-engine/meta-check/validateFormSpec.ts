import * as z from 'zod/mini';
import type { FormKit } from '../kind/createFormKit.ts';
import { inDevelopment } from '../kind/inDevelopment.ts';
import type { FormSpec } from '../schema/types.ts';
import { blankProblems } from './blankProblems.ts';
import { crossCheck } from './crossCheck.ts';
import { FormSpecError } from './FormSpecError.ts';
import { metaSchemaOf } from './metaSchema.ts';
import { describeIssue, shapeView } from './shapeProblems.ts';

/**
 * Checks a form schema against its kit, so a mistake fails loudly with the step and field it is in, e.g.
 * `registration › step "athletic" › field "primarySport": a select needs at least one option`.
 * Type-checking catches most of these in the editor; this catches the rest, and schemas that
 * arrive without types (JSON, a CMS). It is a development tool: a production build
 * (`NODE_ENV=production`) leaves out the kinds' property schemas it reads, so there it refuses to
 * run rather than report every kind's own property as unknown.
 *
 * @throws {@link FormSpecError} listing every problem found.
 * @throws Error when run in a production build.
 */
export function validateFormSpec(kit: FormKit, raw: unknown): asserts raw is FormSpec {
  if (!inDevelopment) {
    throw new Error(
      "stepform's meta-check runs only outside production (NODE_ENV is 'production' here, which leaves out the kinds' property schemas it reads)",
    );
  }
  // A call from plain JavaScript may pass a compiled form, or the two arguments the other way.
  if (typeof kit?.kinds !== 'object' || kit.kinds === null) {
    throw new TypeError(
      'stepform takes the kit first (createFormKit({ kinds })), then the form as declared (kit.defineForm({ … })), e.g. toJSONSchema(kit, form)',
    );
  }
  const problems = problemsOf(kit, raw);
  if (problems.length > 0) throw new FormSpecError(problems);
}

/**
 * Every problem of a form: its shape, then, if that holds, names, conditions, its kinds' blanks
 * and groups' rows.
 */
function problemsOf(kit: FormKit, raw: unknown): string[] {
  const parsed = z.safeParse(metaSchemaOf(kit.kinds), shapeView(kit, raw));
  return parsed.success
    ? [
        ...crossCheck(kit, raw as FormSpec),
        ...blankProblems(kit, raw as FormSpec),
        ...rowProblems(kit, raw as FormSpec),
      ]
    : parsed.error.issues.map((issue) => describeIssue(kit, raw, issue));
}

/** The step a group's row fields are checked in, as a form of one step; left out of messages. */
const rowStepId = 'rows of';

/**
 * A group's row fields are checked as the fields of a step are (their kinds, properties, checks,
 * and conditions, which may name only a field above them in the row); a row field may not be a
 * group itself. Problems are named by the group: `form › step "history" › field "jobs" › field
 * "employer": …`.
 */
function rowProblems(kit: FormKit, spec: FormSpec): string[] {
  return spec.steps.flatMap((step) =>
    step.fields.flatMap((field) => {
      if (!field.fields) return [];
      const where = `${spec.id} › step "${step.id}" › field "${field.name}"`;
      const nested = field.fields
        .filter((part) => part.fields !== undefined)
        .map((part) => `${where} › field "${part.name}": a row field cannot be a group itself`);
      const rows = {
        id: where,
        title: field.label,
        steps: [{ id: rowStepId, title: field.label, fields: field.fields }],
      };
      return [
        ...nested,
        ...problemsOf(kit, rows).map((problem) => problem.replace(` › step "${rowStepId}"`, '')),
      ];
    }),
  );
}

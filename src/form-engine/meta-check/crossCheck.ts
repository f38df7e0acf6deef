import type { CheckSpec } from '../schema/check.ts';
import { builtInRules } from '../rules/rules.ts';
import { carriesWaitingCode } from '../rules/fromRulesThatWait.ts';
import type { FormKit } from '../kind/createFormKit.ts';
import { optionValuesOf } from '../schema/options.ts';
import type { FormSpec } from '../schema/types.ts';
import { conditionProblems } from './conditionProblems.ts';

/** What is wrong with a check's rule or its `args`, if anything. */
function checkProblem(kit: FormKit, check: CheckSpec): string | undefined {
  const rules = kit.rules;
  const asyncRules = kit.asyncRules ?? {};
  if (Object.hasOwn(asyncRules, check.rule)) {
    if (!carriesWaitingCode(asyncRules)) {
      return `the kit's asyncRules must be made by rulesThatWait({ … }) (from stepform), which brings the code that runs "${check.rule}"`;
    }
    return check.level === 'warning'
      ? `the check "${check.rule}" waits for an answer, so it must be an error check (leave out "level")`
      : undefined;
  }
  if (check.whenUnavailable !== undefined || check.timeoutMs !== undefined) {
    return `"whenUnavailable" and "timeoutMs" are for a check whose rule waits (a kit's asyncRules); "${check.rule}" does not`;
  }
  if (Object.hasOwn(rules, check.rule)) return undefined;
  if (!(check.rule in builtInRules)) {
    const known = [
      ...Object.keys(builtInRules),
      ...Object.keys(rules),
      ...Object.keys(asyncRules),
    ].join(', ');
    return `the check rule "${check.rule}" is not registered (known rules: ${known})`;
  }
  if (check.rule === 'pattern') {
    if (typeof check.args !== 'string')
      return '"pattern" needs "args": a regular expression as text';
    try {
      new RegExp(check.args, 'u');
    } catch {
      return `"pattern" has an invalid regular expression: ${check.args}`;
    }
    return undefined;
  }
  return typeof check.args === 'number' && Number.isFinite(check.args)
    ? undefined
    : `"${check.rule}" needs "args": a number`;
}

/** Problems the shape check cannot see: names and values that must be unique, conditions. */
export function crossCheck(kit: FormKit, spec: FormSpec): string[] {
  const problems: string[] = [];
  const stepIds = new Set<string>();
  const fieldSteps = new Map<string, string>();
  for (const step of spec.steps) {
    const where = `${spec.id} › step "${step.id}"`;
    if (stepIds.has(step.id)) problems.push(`${where}: another step already has this id`);
    stepIds.add(step.id);
    for (const field of step.fields) {
      const previous = fieldSteps.get(field.name);
      if (previous !== undefined) {
        problems.push(
          `${where} › field "${field.name}": the name is already used in step "${previous}"`,
        );
      }
      fieldSteps.set(field.name, step.id);
      if (!Object.hasOwn(kit.kinds, field.kind)) {
        problems.push(
          `${where} › field "${field.name}": the kind "${field.kind}" is not in the form's kit (its kinds: ${Object.keys(kit.kinds).join(', ')}); add it to createFormKit({ kinds })`,
        );
      }
      for (const check of field.checks ?? []) {
        const problem = checkProblem(kit, check);
        if (problem) problems.push(`${where} › field "${field.name}": ${problem}`);
      }
      const seen = new Set<string>();
      for (const value of optionValuesOf(field) ?? []) {
        if (seen.has(value)) {
          problems.push(
            `${where} › field "${field.name}": the option value "${value}" appears twice`,
          );
        }
        seen.add(value);
      }
    }
  }
  return [...problems, ...conditionProblems(spec)];
}

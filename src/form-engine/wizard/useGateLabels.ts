import { useWatch } from 'react-hook-form';
import type { FieldSpec, StepSpec } from '../schema/types.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/** What keeps a step from going on, by label: answers still missing, and answers to correct. */
export interface GateLabels {
  readonly toComplete: readonly string[];
  readonly toCorrect: readonly string[];
}

/**
 * The labels the line beside Next names: of each field of the step that keeps it from going on,
 * whether its answer is missing (blank, or still its kind's `empty`) or given and refused (by a
 * check, its kind, or a check that waits); for a group, what its rows kind names
 * (`GroupRows.gateLabelsOf`: each input of each row by its row, "Child 1, Allergy details", the
 * group itself only for what it says of its rows). Re-reads on a keystroke only in a group that
 * keeps the step: a plain field costs one render when it turns from blank to given, as before.
 */
export function useGateLabels(step: StepSpec, missing: readonly string[]): GateLabels {
  const { form, control, getValues, tracker } = useWizardContext();
  // A plain field's turn from blank to given re-renders the line through the tracker (it notes
  // each answer given); a group's inputs do not turn it, so its rows are watched while it gates.
  const groups = missing.filter((name) => form.fields.get(name)?.field.fields !== undefined);
  useWatch({ control, name: groups, disabled: groups.length === 0 });
  const values = getValues();
  const toComplete: string[] = [];
  const toCorrect: string[] = [];
  for (const name of missing) {
    const field: FieldSpec | undefined = step.fields.find((each) => each.name === name);
    if (!field) toComplete.push(name);
    else if (!field.fields) {
      // Untouched is missing too: an unticked consent is never blank (declining is an answer),
      // yet nobody asked to tick it has anything to correct.
      const untouched = values[name] === form.kindOf(field).empty;
      (untouched || form.isBlank(name, values[name]) ? toComplete : toCorrect).push(field.label);
    } else {
      const labels = form.rowsOf(field).gateLabelsOf(field, values, tracker.reportedMessage);
      toComplete.push(...labels.toComplete);
      toCorrect.push(...labels.toCorrect);
    }
  }
  return { toComplete, toCorrect };
}

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CompiledForm } from 'stepform';
import { controlLabelled } from './controlLabelled';
import { escapeRegExp } from './escapeRegExp';

/**
 * Answers every field of a step that shows with `values`, as a person does, each found by its
 * label: text as autofill or a paste gives it (one change, not a render per key), a choice picked,
 * boxes ticked. The fields and their order are the schema's, so a field added there is filled too.
 */
export async function fillStep(
  user: UserEvent,
  form: CompiledForm,
  stepIndex: number,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const field of form.spec.steps[stepIndex]!.fields) {
    if (!form.isVisible(field.name, values)) continue;
    const value = values[field.name];
    if (field.kind === 'checkboxes' || field.kind === 'radio') {
      const group = screen.getByRole('group', {
        name: new RegExp(`^${escapeRegExp(field.label)}`),
      });
      const chosen = Array.isArray(value) ? value : value ? [value] : [];
      for (const option of form.optionsOf(field.name)) {
        if (!chosen.includes(option.value)) continue;
        await user.click(within(group).getByLabelText(option.label));
      }
    } else if (field.kind === 'consent') {
      if (value === true) await user.click(controlLabelled(field.label));
    } else if (field.options) {
      await user.selectOptions(controlLabelled(field.label), String(value));
    } else if (typeof value === 'string' && value !== '') {
      await user.click(controlLabelled(field.label));
      await user.paste(value);
    }
  }
}

import type { AnyFormValues } from '../kind/formValues.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import { FormWizard, type FormWizardProps } from '../wizard/FormWizard.tsx';
import { sampleValuesBefore } from './sampleValues.ts';

/**
 * The wizard at one step of any form, with every earlier step's samples filled in and no router:
 * for a component test of one step.
 *
 * @example
 * render(<WizardAtStep form={form} step={2} values={{ email: 'x@example.com' }} onSubmit={vi.fn()} />);
 */
export function WizardAtStep<Spec extends FormSpec<Text>>({
  form,
  step,
  values,
  ...props
}: Omit<FormWizardProps<Spec>, 'step' | 'defaultValues'> & {
  /**
   * The step shown, by its index in the form (0-based). A step with `visibleWhen` shows only
   * when the samples, or `values`, meet its condition.
   */
  step: number;
  /** Answers on top of the samples of the steps before `step`. */
  values?: AnyFormValues;
}) {
  const defaultValues = { ...sampleValuesBefore(form, step), ...values };
  // The wizard's `step` counts the steps that show; this one's is the form's index.
  const shownBefore = form.spec.steps
    .slice(0, step)
    .filter((_, index) => form.isStepVisible(index, defaultValues)).length;
  return (
    <FormWizard {...props} form={form} step={shownBefore} defaultValues={defaultValues as never} />
  );
}

import type { AnyFormValues } from '../kind/formValues.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import { FormWizard, type FormWizardProps } from '../wizard/FormWizard.tsx';
import { sampleValuesBefore } from './generatedCases.ts';

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
  /** The step shown (0-based). */
  step: number;
  /** Answers on top of the samples of the steps before `step`. */
  values?: AnyFormValues;
}) {
  return (
    <FormWizard
      {...props}
      form={form}
      step={step}
      defaultValues={{ ...sampleValuesBefore(form, step), ...values } as never}
    />
  );
}

import type { AnyFormValues } from '../core/formValues';
import type { FormSpec, Text } from '../core/types';
import { FormWizard, type FormWizardProps } from '../react/FormWizard';
import { sampleValuesBefore } from './generatedCases';

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

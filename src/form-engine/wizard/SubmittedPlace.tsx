import type { ComponentProps } from 'react';
import type { EndOfFormParts } from './createEndOfForm.ts';
import { EndOfFormSlot } from './EndOfFormSlot.tsx';
import type { EndOfFormState } from './useEndOfForm.ts';

type SubmittedViewProps = ComponentProps<EndOfFormParts['SubmittedView']>;

/**
 * The confirmation's place: nothing until the answers are submitted (`submittedAt`), then
 * `SubmittedView`, part of the end of the form, which may still be on its way (a kept submission
 * shown after a reload).
 */
export function SubmittedPlace({
  endOfForm,
  submittedAt,
  ...props
}: Omit<SubmittedViewProps, 'submittedAt'> & {
  submittedAt: Date | undefined;
  endOfForm: EndOfFormState;
}) {
  if (!submittedAt) return null;
  return (
    <EndOfFormSlot endOfForm={endOfForm}>
      {({ SubmittedView }) => <SubmittedView submittedAt={submittedAt} {...props} />}
    </EndOfFormSlot>
  );
}

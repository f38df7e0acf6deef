import { memo, useCallback } from 'react';
import Box from '@mui/material/Box';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { FieldSpec, StepSpec } from '../schema/types.ts';
import { FieldCell } from '../field/FieldCell.tsx';
import { fieldGridSx } from '../field/fieldGridSx.ts';
import { useTrackerValue } from './useTrackerValue.ts';

/**
 * From this many fields on a step, the browser skips the style and layout work of the fields off
 * screen (`content-visibility: auto`), so a keystroke costs about the same on a long step as on a
 * short one. Short steps do without: the containment it brings clips what overflows a cell.
 */
const longStepFieldCount = 40;

/**
 * A field with a `visibleWhen` condition: rendered only while it shows. It re-renders when the
 * field appears or goes away, never per keystroke; its answer stays in the form while hidden.
 */
function ConditionalFieldCell({ field, longStep }: { field: FieldSpec; longStep: boolean }) {
  const shows = useTrackerValue(
    useCallback((tracker: CompletionTracker) => tracker.isVisible(field.name), [field.name]),
  );
  return shows ? <FieldCell field={field} longStep={longStep} /> : null;
}

/**
 * The fields of one step, each drawn by its kind's component from the form's kit, on a 12-column
 * grid; one column on phones.
 * Memoised: the wizard re-renders when the step's state changes (react-hook-form's first state
 * after mount, the step gate, submit), and none of that concerns the fields.
 */
export const WizardStepFields = memo(function WizardStepFields({ step }: { step: StepSpec }) {
  const longStep = step.fields.length >= longStepFieldCount;
  return (
    <Box sx={fieldGridSx}>
      {step.fields.map((field) =>
        field.visibleWhen ? (
          <ConditionalFieldCell key={field.name} field={field} longStep={longStep} />
        ) : (
          <FieldCell key={field.name} field={field} longStep={longStep} />
        ),
      )}
    </Box>
  );
});

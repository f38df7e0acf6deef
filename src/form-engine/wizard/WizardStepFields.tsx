import { createElement, memo, useCallback, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import type { FieldSpec, StepSpec } from '../schema/types.ts';
import type { FieldProps } from '../field/fieldProps.ts';
import { FieldMessage } from '../field/FieldMessage.tsx';
import { useFieldProps } from '../field/useFieldProps.ts';
import { useTrackerValue } from './useTrackerValue.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * From this many fields on a step, the browser skips the style and layout work of the fields off
 * screen (`content-visibility: auto`), so a keystroke costs about the same on a long step as on a
 * short one. Short steps do without: the containment it brings clips what overflows a cell.
 */
const longStepFieldCount = 40;

/** Off-screen cells of a long step keep an estimated height, so the scrollbar does not jump. */
const skippedWhileOffScreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 5rem' };

/**
 * One field in its grid cell: its kind's component, given the field contract, and the message
 * line under it, the same for every kind.
 */
function FieldCell({ field, longStep }: { field: FieldSpec; longStep: boolean }) {
  const { form } = useWizardContext();
  const props = useFieldProps(field);
  const component = form.kindOf(field).component as ComponentType<FieldProps>;
  return (
    <Box
      sx={{
        gridColumn: { xs: 'span 12', sm: `span ${field.width ?? 12}` },
        ...(longStep && skippedWhileOffScreen),
      }}
    >
      {/* The component for the kind: a stable module-level component, not made here. */}
      {createElement(component, props)}
      <FieldMessage field={field} error={props.error} />
    </Box>
  );
}

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
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2.5 }}>
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

import { createElement, useCallback } from 'react';
import Box from '@mui/material/Box';
import { componentFor } from '../fields/fieldRegistry';
import type { CompletionTracker } from '../core/createCompletionTracker';
import type { FieldSpec, StepSpec } from '../core/types';
import { useTrackerValue } from './useTrackerValue';

/** One field in its grid cell. */
function FieldCell({ field }: { field: FieldSpec }) {
  return (
    <Box sx={{ gridColumn: { xs: 'span 12', sm: `span ${field.width ?? 12}` } }}>
      {/* The registry's component for the kind: a stable module-level component, not made here. */}
      {createElement(componentFor(field), { field })}
    </Box>
  );
}

/**
 * A field with a `visibleWhen` condition: rendered only while it shows. It re-renders when the
 * field appears or goes away, never per keystroke; its answer stays in the form while hidden.
 */
function ConditionalFieldCell({ field }: { field: FieldSpec }) {
  const shows = useTrackerValue(
    useCallback((tracker: CompletionTracker) => tracker.isVisible(field.name), [field.name]),
  );
  return shows ? <FieldCell field={field} /> : null;
}

/** The fields of one step, each through the registry, on a 12-column grid; one column on phones. */
export function WizardStepFields({ step }: { step: StepSpec }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2.5 }}>
      {step.fields.map((field) =>
        field.visibleWhen ? (
          <ConditionalFieldCell key={field.name} field={field} />
        ) : (
          <FieldCell key={field.name} field={field} />
        ),
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { componentFor } from '../fields/fieldRegistry';
import type { StepSpec } from '../core/types';

/** The fields of one step, each through the registry, on a 12-column grid; one column on phones. */
export function WizardStepFields({ step }: { step: StepSpec }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2.5 }}>
      {step.fields.map((field) => {
        const FieldComponent = componentFor(field);
        return (
          <Box
            key={field.name}
            sx={{ gridColumn: { xs: 'span 12', sm: `span ${field.width ?? 12}` } }}
          >
            <FieldComponent field={field} />
          </Box>
        );
      })}
    </Box>
  );
}

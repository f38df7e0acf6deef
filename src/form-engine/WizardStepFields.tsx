import Grid from '@mui/material/Grid';
import { componentFor } from './fieldRegistry';
import type { StepSpec } from './types';

/** The fields of one step, each through the registry, on a grid that is one column on phones. */
export function WizardStepFields({ step }: { step: StepSpec }) {
  return (
    <Grid container spacing={2.5}>
      {step.fields.map((field) => {
        const FieldComponent = componentFor(field);
        return (
          <Grid key={field.name} size={{ xs: 12, sm: field.width ?? 12 }}>
            <FieldComponent field={field} />
          </Grid>
        );
      })}
    </Grid>
  );
}

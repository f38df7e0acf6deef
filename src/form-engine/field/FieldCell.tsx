import { createElement, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { FieldSpec } from '../schema/types.ts';
import type { FieldProps } from './fieldProps.ts';
import { FieldMessage } from './FieldMessage.tsx';
import { useFieldProps } from './useFieldProps.ts';
import { useWizardContext } from './WizardContext.ts';

/** Off-screen cells of a long step keep an estimated height, so the scrollbar does not jump. */
const skippedWhileOffScreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 5rem' };

/**
 * One field in its grid cell: its kind's component, given the field contract, and the message
 * line under it, the same for every kind; a step's fields and a group's row inputs alike.
 * `longStep` lets the browser skip the cell's style and layout while it is off screen.
 */
export function FieldCell({ field, longStep = false }: { field: FieldSpec; longStep?: boolean }) {
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

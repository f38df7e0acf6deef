import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { useFieldError } from '../react/useFieldError';
import { FieldMessage } from './FieldMessage';
import { hasMessageLine, useFieldIds } from './fieldIds';

/** One agreement: a checkbox whose label is the statement agreed to. */
export function ConsentField({ field }: { field: FieldSpecOfKind<'consent'> }) {
  const { initial, change } = useChoiceValue<boolean>(field.name);
  const ids = useFieldIds(field);
  const error = useFieldError(field);
  return (
    <Box>
      <FormControlLabel
        label={field.label}
        required={field.required}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
        control={
          <Checkbox
            id={ids.input}
            name={field.name}
            defaultChecked={initial === true}
            required={field.required}
            onChange={(event) => change(event.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': ids.describedBy,
                'aria-invalid': error !== undefined || undefined,
              },
            }}
            sx={error ? { color: 'error.main' } : undefined}
          />
        }
      />
      {field.helperText && (
        <FormHelperText id={ids.helper} sx={{ ml: 4 }}>
          {field.helperText}
        </FormHelperText>
      )}
      {hasMessageLine(field) && (
        <Box sx={{ ml: 2.25 }}>
          <FieldMessage field={field} error={error} />
        </Box>
      )}
    </Box>
  );
}

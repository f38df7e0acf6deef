import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { helperIdOf } from './fieldIds';

/** One agreement: a checkbox whose label is the statement agreed to. */
export function ConsentField({ field }: { field: FieldSpecOfKind<'consent'> }) {
  const { initial, change } = useChoiceValue<boolean>(field.name);
  return (
    <Box>
      <FormControlLabel
        label={field.label}
        required={field.required}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
        control={
          <Checkbox
            name={field.name}
            defaultChecked={initial === true}
            required={field.required}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helperIdOf(field) } }}
          />
        }
      />
      {field.helperText && (
        <FormHelperText id={helperIdOf(field)} sx={{ ml: 4 }}>
          {field.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

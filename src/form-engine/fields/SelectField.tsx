import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { optionsOf } from '../core/options';
import type { FieldSpecOfKind } from '../core/types';
import { useTrackedRegister } from '../react/useTrackedRegister';
import { useWizardContext } from '../react/WizardContext';
import { containedInputSx } from './containedInputSx';
import { FieldFrame } from './FieldFrame';
import { notchLabelOf, useFieldIds } from './fieldIds';

/** The select's arrow; it lets clicks through to the select under it. */
function SelectArrow() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{
        position: 'absolute',
        right: 12,
        width: 24,
        height: 24,
        pointerEvents: 'none',
        fill: 'currentColor',
      }}
    >
      <path d="M7 10l5 5 5-5z" />
    </Box>
  );
}

/** The element inside the outlined frame; React 19 passes the frame's `ref` through as a prop. */
function NativeSelectElement(props: InputBaseComponentProps) {
  return <select {...(props as ComponentProps<'select'>)} />;
}

/**
 * A native `<select>` in the outlined frame: on phones it opens the system picker, and it stays
 * uncontrolled like the text inputs. Built on OutlinedInput rather than MUI's NativeSelect, which
 * brings a second input style along (1.3 KB gzip of the registration chunk).
 */
export function SelectField({ field }: { field: FieldSpecOfKind<'select'> }) {
  const registration = useTrackedRegister(field);
  const ids = useFieldIds(field);
  const { messages } = useWizardContext();
  return (
    <FieldFrame field={field} shrinkLabel>
      <OutlinedInput
        {...registration}
        id={ids.input}
        label={notchLabelOf(field)}
        notched
        disableInjectingGlobalStyles
        required={field.required}
        inputComponent={NativeSelectElement}
        endAdornment={<SelectArrow />}
        inputProps={{
          autoComplete: field.autoComplete ?? 'off',
          'aria-describedby': ids.describedBy,
          children: [
            <option key="" value="">
              {field.placeholder ?? messages.chooseOne}
            </option>,
            ...optionsOf(field).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            )),
          ],
        }}
        sx={{ ...containedInputSx, '& select': { appearance: 'none', cursor: 'pointer', pr: 5 } }}
      />
    </FieldFrame>
  );
}

import Box from '@mui/material/Box';
import type { ChoiceFieldSpec } from '../parts/choiceFieldSpec.ts';
import { FieldFrame } from '../parts/FieldFrame.tsx';
import type { FieldProps } from '../../index.ts';
import { optionsOf } from '../../parts.ts';

/** What a select says of its own (see `select`'s words). */
type SelectWords = { readonly chooseOne: string };

/** The select's arrow; it lets clicks through to the select under it. */
function SelectArrow() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 16,
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

/**
 * A native `<select>` in the outlined frame: on phones it opens the system picker (as GOV.UK's
 * selects do), and it stays uncontrolled like the text inputs. Its label always floats: the
 * select always shows an option.
 */
export function SelectField(props: FieldProps<ChoiceFieldSpec, string, SelectWords>) {
  const { field, id, describedBy, invalid, value, words } = props;
  return (
    <FieldFrame {...props} shrinkLabel>
      <Box
        component="select"
        {...value.register()}
        id={id}
        required={field.required}
        autoComplete={field.autoComplete ?? 'off'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{field.placeholder ?? words.chooseOne}</option>
        {optionsOf(field).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <SelectArrow />
    </FieldFrame>
  );
}

import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldSpecOfKind, TextLikeKind } from '../core/types';
import { useTrackedRegister } from '../react/useTrackedRegister';
import { FieldFrame } from './FieldFrame';
import { describedByOf, inputIdOf, notchLabelOf } from './fieldIds';

/** `text`, `email`, `tel`, `date`, `number` and `textarea` fields: an uncontrolled outlined input. */
export function TextInputField({ field }: { field: FieldSpecOfKind<TextLikeKind | 'number'> }) {
  const registration = useTrackedRegister(field);
  const multiline = field.kind === 'textarea';
  // A date input always shows its own mm/dd/yyyy mask, so its label must stay above it.
  const shrinkLabel = field.kind === 'date' ? true : undefined;
  return (
    <FieldFrame field={field} shrinkLabel={shrinkLabel}>
      <OutlinedInput
        {...registration}
        id={inputIdOf(field)}
        label={notchLabelOf(field)}
        notched={shrinkLabel}
        type={multiline ? undefined : field.kind}
        multiline={multiline}
        minRows={multiline ? (field.rows ?? 4) : undefined}
        placeholder={field.placeholder}
        autoComplete={field.autoComplete ?? 'off'}
        required={field.required}
        inputProps={{
          'aria-describedby': describedByOf(field),
          // A number's keypad has a decimal point unless the schema asks for another.
          inputMode: field.inputMode ?? (field.kind === 'number' ? 'decimal' : undefined),
          step: field.kind === 'number' ? field.step : undefined,
        }}
      />
    </FieldFrame>
  );
}

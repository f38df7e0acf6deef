import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldSpecOfKind, TextLikeKind } from '../core/types';
import { useTrackedRegister } from '../react/useTrackedRegister';
import { FieldFrame } from './FieldFrame';
import { notchLabelOf, useFieldIds } from './fieldIds';

/** `text`, `email`, `tel`, `date` and `textarea` fields: an uncontrolled outlined input. */
export function TextInputField({ field }: { field: FieldSpecOfKind<TextLikeKind> }) {
  const registration = useTrackedRegister(field);
  const ids = useFieldIds(field);
  const multiline = field.kind === 'textarea';
  // A date input always shows its own mm/dd/yyyy mask, so its label must stay above it.
  const shrinkLabel = field.kind === 'date' ? true : undefined;
  return (
    <FieldFrame field={field} shrinkLabel={shrinkLabel}>
      <OutlinedInput
        {...registration}
        id={ids.input}
        label={notchLabelOf(field)}
        notched={shrinkLabel}
        type={multiline ? undefined : field.kind}
        multiline={multiline}
        minRows={multiline ? (field.rows ?? 4) : undefined}
        placeholder={field.placeholder}
        autoComplete={field.autoComplete ?? 'off'}
        required={field.required}
        inputProps={{ 'aria-describedby': ids.describedBy, inputMode: field.inputMode }}
      />
    </FieldFrame>
  );
}

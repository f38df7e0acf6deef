import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldSpecOfKind } from '../core/types';
import { useChoiceValue } from '../react/useChoiceValue';
import { useFieldError } from '../react/useFieldError';
import { CheckOption, optionTextIndent } from './CheckOption';
import { FieldMessage } from './FieldMessage';
import { hasMessageLine, useFieldIds } from './fieldIds';
import { useWizardContext } from '../react/WizardContext';

/**
 * One agreement: a checkbox named by the agreement, its key points as a readable paragraph (the
 * checkbox's description), and the full text, when the schema gives one, behind a disclosure.
 */
export function ConsentField({ field }: { field: FieldSpecOfKind<'consent'> }) {
  const { initial, change } = useChoiceValue<boolean>(field.name);
  const ids = useFieldIds(field);
  const error = useFieldError(field);
  const { messages } = useWizardContext();
  return (
    <Box>
      <CheckOption
        label={field.label}
        showRequired={field.required}
        alignTop
        invalid={error !== undefined}
        input={{
          type: 'checkbox',
          id: ids.input,
          name: field.name,
          defaultChecked: initial === true,
          required: field.required,
          onChange: (event) => change(event.target.checked),
          'aria-describedby': ids.describedBy,
        }}
      />
      {field.helperText && (
        <Typography id={ids.helper} variant="body2" sx={{ ml: optionTextIndent, mt: 0.5 }}>
          {field.helperText}
        </Typography>
      )}
      {field.fullText && (
        <Box
          component="details"
          sx={{
            ml: optionTextIndent,
            mt: 1,
            '& > summary': {
              cursor: 'pointer',
              color: 'primary.dark',
              fontWeight: 600,
              textDecoration: 'underline',
              textUnderlineOffset: '0.18em',
              minHeight: 24,
            },
          }}
        >
          <summary>{messages.readFullText(field.label)}</summary>
          <Typography
            variant="body2"
            component="div"
            sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}
          >
            {field.fullText}
          </Typography>
        </Box>
      )}
      {hasMessageLine(field) && (
        // Lined up with the helper text: the message line's own side margin gives way here.
        <Box sx={{ ml: optionTextIndent, '& > *': { mx: 0 } }}>
          <FieldMessage field={field} error={error} />
        </Box>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckOption, optionTextIndent } from '../parts/CheckOption.tsx';
import type { ConsentFieldSpec } from './consentFieldSpec.ts';
import type { FieldProps } from '../../index.ts';

/** What a consent says of its own (see `consent`'s words). */
type ConsentWords = { readonly readFullText: (label: string) => string };

/**
 * One agreement: a checkbox named by the agreement, its key points as a readable paragraph (the
 * checkbox's description), and the full text, when the schema gives one, behind a disclosure.
 */
export function ConsentField({
  field,
  id,
  helperId,
  describedBy,
  invalid,
  value,
  words,
}: FieldProps<ConsentFieldSpec, boolean, ConsentWords>) {
  return (
    <Box>
      <CheckOption
        label={field.label}
        showRequired={field.required}
        alignTop
        invalid={invalid}
        input={{
          type: 'checkbox',
          id,
          name: field.name,
          defaultChecked: value.initial === true,
          required: field.required,
          onChange: (event) => value.change(event.target.checked),
          onBlur: value.blur,
          'aria-describedby': describedBy,
        }}
      />
      {field.helperText && (
        <Typography id={helperId} variant="body2" sx={{ ml: optionTextIndent, mt: 0.5 }}>
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
          <summary>{words.readFullText(field.label)}</summary>
          <Typography
            variant="body2"
            component="div"
            sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}
          >
            {field.fullText}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

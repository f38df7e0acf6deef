import Box from '@mui/material/Box';
import type { FieldSpec } from '../core/types';
import { useFieldMessage } from '../react/fieldMessages';
import { useWizardContext } from '../react/WizardContext';
import { inputIdOf, messageIdOf } from './fieldIds';

/**
 * The line under a field with warning checks, where its warning shows. It is there (empty) from the start, for two
 * reasons: a polite live region announces what is added to it, and the room it keeps means a
 * warning appearing as the person leaves the field never moves what they are tapping (Next).
 * A warning with a suggested correction is a button that takes it.
 */
export function FieldMessage({ field }: { field: FieldSpec }) {
  const { form, getValues, setValue, tracker, fieldMessages: messages } = useWizardContext();
  const message = useFieldMessage(messages, field.name);

  const takeSuggestion = (suggestion: string) => {
    setValue(field.name, suggestion, { shouldDirty: true });
    tracker.update(field.name, suggestion);
    messages.set(field.name, form.warningOf(field.name, getValues()));
    document.getElementById(inputIdOf(field))?.focus();
  };

  return (
    <Box
      id={messageIdOf(field)}
      aria-live="polite"
      sx={{
        minHeight: '1.5rem',
        mt: 0.5,
        mx: 1.75,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        color: 'text.primary',
      }}
    >
      {message && (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}>
          <Box component="span" aria-hidden="true" sx={{ color: 'warning.dark', fontWeight: 700 }}>
            !
          </Box>
          {message.suggestion === undefined ? (
            message.message
          ) : (
            <Box
              component="button"
              type="button"
              onClick={() => takeSuggestion(message.suggestion!)}
              sx={{
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                font: 'inherit',
                color: 'primary.main',
                textDecoration: 'underline',
                cursor: 'pointer',
                textAlign: 'start',
              }}
            >
              {message.message}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { hasWarnings } from '../rules/rules.ts';
import { AsyncCheckStatus } from './AsyncCheckStatus.tsx';
import type { FieldSpec } from '../schema/types.ts';
import { fieldIdsOf } from './fieldIds.ts';
import { linkButtonSx } from './linkButtonSx.ts';
import { useFieldMessage } from './useFieldMessage.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The one line under a field where its message shows: its error (after the person tried to move
 * on, in the error colour), else its warning. For a field with warning checks the line is there,
 * empty, from the start, for two reasons: the warning part is a polite live region, which
 * announces only what is added to it, and the room it keeps means a warning appearing as the
 * person leaves the field never moves what they are tapping (Next). Errors are not live: the
 * error summary, which takes focus, announces them. A warning with a suggested correction is a
 * button that takes it.
 */
export function FieldMessage({ field, error }: { field: FieldSpec; error: string | undefined }) {
  const {
    form,
    getValues,
    setValue,
    tracker,
    fieldMessages: messages,
    asyncChecks,
    idPrefix,
  } = useWizardContext();
  const ids = fieldIdsOf(idPrefix, field);
  // A field whose checks wait keeps its line too: "Checking…" never moves what is below it.
  const waits = asyncChecks.waits(field.name);
  const warns = hasWarnings(field);
  const keepsLine = warns || waits;
  const message = useFieldMessage(messages, field.name);

  const takeSuggestion = (suggestion: string) => {
    setValue(field.name, suggestion, { shouldDirty: true });
    tracker.update(field.name, suggestion);
    messages.set(field.name, form.warningOf(field.name, getValues()));
    document.getElementById(ids.input)?.focus();
  };

  return (
    <Box
      id={ids.message}
      sx={{
        minHeight: keepsLine ? '1.5rem' : undefined,
        mt: keepsLine || error ? 0.5 : 0,
        mx: 1.75,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        color: 'text.primary',
      }}
    >
      {error && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', gap: 0.75, color: 'error.main', fontWeight: 600 }}
        >
          <span aria-hidden="true">!</span>
          {error}
        </Box>
      )}
      {waits && <AsyncCheckStatus field={field} error={error !== undefined} />}
      {warns && (
        <Box component="span" aria-live="polite" sx={{ display: error ? 'none' : 'block' }}>
          {message && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{ color: 'warning.dark', fontWeight: 700 }}
              >
                !
              </Box>
              {message.suggestion === undefined ? (
                message.message
              ) : (
                <Box
                  component="button"
                  type="button"
                  onClick={() => takeSuggestion(message.suggestion!)}
                  sx={linkButtonSx}
                >
                  {message.message}
                </Box>
              )}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

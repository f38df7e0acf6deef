import Box from '@mui/material/Box';
import { hasWarnings } from '../rules/rules.ts';
import type { FieldSpec } from '../schema/types.ts';
import { fieldIdsOf } from './fieldIds.ts';
import { linkButtonSx } from './linkButtonSx.ts';
import { useFieldMessage } from './useFieldMessage.ts';
import { useSteadyDuringPress } from './useSteadyDuringPress.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The one line under a field where its message shows: its error (after the person tried to move
 * on, in the error colour), else its warning. The line is there, empty, under every field from
 * the start, the same height for all: it is the space between one question and the next (with
 * the grid's small row gap, fieldGridSx), as GOV.UK keeps one space between its form groups, so
 * every step has one rhythm; and a message of a line appears in room already there, moving
 * nothing (not Next as the person taps it, not the fields below). For a field with warning checks
 * the warning part is a polite live region, there from the start because a live region announces
 * only what is added to it. Errors are not live: the error summary, which takes focus, announces
 * them. A warning with a suggested correction is a button that takes it.
 */
export function FieldMessage({
  field,
  error: errorNow,
}: {
  field: FieldSpec;
  error: string | undefined;
}) {
  // A check that waits may fail (and its message show) while a button is pressed.
  const error = useSteadyDuringPress(errorNow);
  const {
    form,
    getValues,
    setValue,
    tracker,
    fieldMessages: messages,
    asyncChecks,
    waiting,
    idPrefix,
  } = useWizardContext();
  const ids = fieldIdsOf(idPrefix, field);
  // Where the field's checks that wait stand, said by the code that runs them (`rulesThatWait`).
  const WaitingStatus = asyncChecks?.waits(field.name) ? waiting?.Status : undefined;
  const warns = hasWarnings(field);
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
        minHeight: '1.5rem',
        mt: 0.5,
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
      {WaitingStatus && <WaitingStatus field={field} error={error !== undefined} />}
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

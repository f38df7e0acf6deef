import Box from '@mui/material/Box';
import type { FieldSpec } from '../schema/types.ts';
import { linkButtonSx } from './linkButtonSx.ts';
import { useAsyncCheckState } from './useAsyncCheckState.ts';
import { useSteadyDuringPress } from './useSteadyDuringPress.ts';
import { useWizardContext } from './WizardContext.ts';

/**
 * The part of a field's message line that says where its checks that wait stand: "Checking…"
 * while they run, and, when one could not be made, that it could not (unless the field's error
 * already says so) with a Try again button. A polite live region, there from the start, so
 * "Checking…" is announced without taking the person away from what they do next.
 */
export function AsyncCheckStatus({ field, error }: { field: FieldSpec; error: boolean }) {
  const { asyncChecks, messages } = useWizardContext();
  // Shown only for a field whose checks wait (`FieldMessage`): the wizard has its checks.
  const checks = asyncChecks!;
  // Held during a press: leaving the field for a button starts the check under the press.
  const state = useSteadyDuringPress(useAsyncCheckState(field.name));
  return (
    <Box component="span" aria-live="polite" sx={{ display: 'block' }}>
      {state?.status === 'pending' && messages.checking}
      {state?.status === 'unavailable' && (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
          {!error && (
            <span>
              {`${messages.checkUnavailable(field.label)}. `}
              {!state.blocks && messages.uncheckedMayGoOn}
            </span>
          )}
          <Box
            component="button"
            type="button"
            aria-label={messages.tryAgainLabel(field.label)}
            onClick={() => void checks.check(field.name, { retry: true })}
            sx={linkButtonSx}
          >
            {messages.tryAgain}
          </Box>
        </Box>
      )}
    </Box>
  );
}

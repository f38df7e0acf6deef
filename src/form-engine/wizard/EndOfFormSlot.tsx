import { useRef, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWizardContext } from '../field/WizardContext.ts';
import type { EndOfFormParts } from './createEndOfForm.ts';
import { submitAlertSx } from './submitAlertSx.ts';
import type { EndOfFormState } from './useEndOfForm.ts';

/**
 * The place of a part of the end of the form (the review, the submitted answers): the part once
 * its code is here; meanwhile a short line saying it is on its way (a polite status); if it could
 * not be loaded, an alert saying so, that the answers are still here, and Try again. The place
 * itself stays, and takes focus on Try again, so focus is never lost while its content changes.
 */
export function EndOfFormSlot({
  endOfForm,
  placeRef,
  children,
}: {
  endOfForm: EndOfFormState;
  /** Holds the place too (the review's, for `pointToReview`). */
  placeRef?: RefObject<HTMLDivElement | null>;
  children: (parts: EndOfFormParts) => ReactNode;
}) {
  const { messages } = useWizardContext();
  const place = useRef<HTMLDivElement>(null);
  const { parts, status } = endOfForm;
  const holdPlace = (node: HTMLDivElement | null) => {
    place.current = node;
    if (placeRef) placeRef.current = node;
  };
  const retry = () => {
    endOfForm.retry();
    place.current?.focus();
  };
  return (
    <Box ref={holdPlace} tabIndex={-1} sx={{ outline: 'none' }}>
      {parts ? (
        children(parts)
      ) : status === 'failed' ? (
        <Box role="alert" sx={submitAlertSx('error')}>
          <Typography>{messages.endOfFormFailed}</Typography>
          <Button variant="outlined" onClick={retry} sx={{ mt: 1.5 }}>
            {messages.tryAgain}
          </Button>
        </Box>
      ) : (
        <Typography role="status" color="text.secondary">
          {messages.endOfFormLoading}
        </Typography>
      )}
    </Box>
  );
}

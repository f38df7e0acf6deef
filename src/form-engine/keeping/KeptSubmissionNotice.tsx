import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWizardContext } from '../field/WizardContext.ts';
import { noticeSx } from './noticeSx.ts';

/**
 * After Submit, what this browser tab still holds (every answer, so a reload shows the
 * confirmation again) and until when, with one action that removes it from this device now: on a
 * shared computer the next person must not find the answers (GOV.UK service manual, shared
 * devices). It acts at once, without asking: the submission is done, and the text says to keep a
 * copy first.
 */
export function KeptSubmissionNotice({ onRemove }: { onRemove: () => void }) {
  const { messages } = useWizardContext();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={noticeSx}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {messages.keptHereHeading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{messages.keptHereText}</Typography>
      <Button variant="outlined" color="secondary" onClick={onRemove}>
        {messages.removeAnswers}
      </Button>
    </Box>
  );
}

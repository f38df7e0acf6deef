import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../core/types';
import { ReviewSummary } from './ReviewSummary';
import { submitAlertSx } from './submitAlertSx';
import { useWizardContext } from './WizardContext';

/**
 * After a successful submit: the success alert, then every answer read-only with the date of
 * submission, "Edit answers" (back to the last step, answers intact) and "Print or save as PDF".
 * The buttons are left out of the printed copy.
 */
export function SubmittedView({
  steps,
  submittedAt,
  onEdit,
  headingRef,
}: {
  steps: readonly StepSpec[];
  submittedAt: Date;
  onEdit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { messages } = useWizardContext();
  const date = new Intl.DateTimeFormat(messages.locale, { dateStyle: 'long' }).format(submittedAt);
  return (
    <Box>
      <Box role="alert" sx={[submitAlertSx('success'), { mb: 3 }]}>
        {messages.success}
      </Box>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, outline: 'none' }}
      >
        {messages.submittedHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {messages.submittedOn(date)}
      </Typography>
      <ReviewSummary steps={steps} titleLevel="h3" />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'flex-end',
          gap: 2,
          mt: 3,
          displayPrint: 'none',
        }}
      >
        <Button variant="outlined" onClick={onEdit}>
          {messages.editAnswers}
        </Button>
        <Button variant="contained" onClick={() => window.print()}>
          {messages.print}
        </Button>
      </Box>
    </Box>
  );
}

import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../schema/types.ts';
import { ReviewSummary } from './review/ReviewSummary.tsx';
import { StartOver } from '../keeping/StartOver.tsx';
import { submitAlertSx } from './submitAlertSx.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * After a successful submit, the confirmation (the GOV.UK pattern): the success message (an alert
 * right after Submit; plain text when it shows again after a reload) with the page's own
 * `confirmation` beneath it (what happens next, where to go on), then every answer read-only
 * with the date of submission, "Edit answers" (saying what submitting again does), "Print or save
 * as PDF", and a way to start a new form, which asks first, on a panel like the step's. Buttons are
 * left out of the print.
 */
export function SubmittedView({
  steps,
  submittedAt,
  announce,
  confirmation,
  onEdit,
  onStartNew,
  headingRef,
}: {
  steps: readonly StepSpec[];
  submittedAt: Date;
  /** Just submitted: the success message is an alert, read out at once. */
  announce: boolean;
  confirmation: ReactNode;
  onEdit: () => void;
  /** Forgets the submission and starts an empty form; without it, no such button. */
  onStartNew: (() => void) | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { messages } = useWizardContext();
  const editNoteId = useId();
  const date = new Intl.DateTimeFormat(messages.locale, { dateStyle: 'long' }).format(submittedAt);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 0, p: 0 } }}>
      <Box>
        <Box sx={[submitAlertSx('success'), { mb: 3 }]}>
          <Box role={announce ? 'alert' : undefined} sx={{ fontWeight: 600 }}>
            {messages.success}
          </Box>
          {confirmation && (
            <Box sx={{ mt: 1.5, fontWeight: 400, color: 'text.primary' }}>{confirmation}</Box>
          )}
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
        <Box sx={{ mt: 3, displayPrint: 'none' }}>
          <Typography id={editNoteId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {messages.editAnswersNote}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              justifyContent: 'flex-end',
              gap: 2,
            }}
          >
            <Button variant="outlined" onClick={onEdit} aria-describedby={editNoteId}>
              {messages.editAnswers}
            </Button>
            <Button variant="contained" onClick={() => window.print()}>
              {messages.print}
            </Button>
          </Box>
          {onStartNew && (
            <Box sx={{ mt: 2 }}>
              <StartOver label={messages.startNew} onConfirm={onStartNew} />
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../schema/types.ts';
import type { KeepingCode } from '../keeping/keepingCode.ts';
import { ConfirmationPanel } from './ConfirmationPanel.tsx';
import { ReviewSummary } from './review/ReviewSummary.tsx';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * After a successful submit, the confirmation (the GOV.UK pattern): the outcome first, in a panel
 * that takes focus (the success message and when), then the page's own `confirmation` (what
 * happens next, where to go on), what this tab still keeps with a way to remove it now, then
 * every answer read-only, "Edit answers" (saying what submitting again does), "Print or save as
 * PDF", and a way to start a new form, which asks first. Once the answers are removed (`removed`),
 * only the outcome, the page's words and a new form are left. All on a panel like the step's;
 * buttons are left out of the print.
 */
export function SubmittedView({
  steps,
  submittedAt,
  announce,
  confirmation,
  removed = false,
  onEdit,
  onStartNew,
  onRemove,
  parts: { AnswersRemovedNotice, KeptSubmissionNotice, StartOver },
  outcomeRef,
}: {
  steps: readonly StepSpec[];
  submittedAt: Date;
  /** Just submitted: the success message is an alert, read out at once. */
  announce: boolean;
  confirmation: ReactNode;
  /** The answers were removed from this device: the outcome shows without them. */
  removed?: boolean;
  onEdit: () => void;
  /** Forgets the submission and starts an empty form; without it, no such button. */
  onStartNew: (() => void) | undefined;
  /** Removes the kept submission from this device; without it (nothing kept), no such notice. */
  onRemove?: ((submittedAt: Date) => void) | undefined;
  /** What shows of kept answers, which the persistence brings (see `KeepingCode`). */
  parts: Pick<KeepingCode, 'AnswersRemovedNotice' | 'KeptSubmissionNotice' | 'StartOver'>;
  /** Focus goes here after Submit: the outcome's panel. */
  outcomeRef: Ref<HTMLElement>;
}) {
  const { messages } = useWizardContext();
  const editNoteId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 4 },
        display: 'grid',
        gap: 3,
        '@media print': { border: 0, p: 0 },
      }}
    >
      <ConfirmationPanel submittedAt={submittedAt} announce={announce} panelRef={outcomeRef} />
      {removed && <AnswersRemovedNotice />}
      {confirmation && <Box>{confirmation}</Box>}
      {removed ? (
        onStartNew && (
          <Box sx={{ displayPrint: 'none' }}>
            {/* Nothing is left to lose: no question first. */}
            <Button variant="contained" onClick={onStartNew}>
              {messages.startNew}
            </Button>
          </Box>
        )
      ) : (
        <>
          {onRemove && <KeptSubmissionNotice onRemove={() => onRemove(submittedAt)} />}
          <Box>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 3 }}>
              {messages.submittedHeading}
            </Typography>
            <ReviewSummary steps={steps} titleLevel="h3" />
          </Box>
          <Box sx={{ displayPrint: 'none' }}>
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
        </>
      )}
    </Paper>
  );
}

import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CompletionTracker } from './createCompletionTracker';
import { useLeaveGuard } from './useLeaveGuard';
import { useTrackerValue } from './useTrackerValue';

const selectHasAnswers = (tracker: CompletionTracker) => tracker.hasAnswers();

/**
 * Asks before the user leaves with answers that were not submitted; the answers live only in
 * this page, so leaving loses them.
 */
export function LeaveGuard({ submitted }: { submitted: boolean }) {
  const hasAnswers = useTrackerValue(selectHasAnswers);
  const blocker = useLeaveGuard(hasAnswers && !submitted);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      aria-labelledby="leave-guard-title"
      aria-describedby="leave-guard-text"
    >
      <DialogTitle id="leave-guard-title">Leave the registration?</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-text">
          Your answers are kept only on this page and have not been submitted. If you leave now,
          they will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed?.()} color="inherit">
          Leave and lose answers
        </Button>
        <Button onClick={stay} variant="contained" autoFocus>
          Stay on this page
        </Button>
      </DialogActions>
    </Dialog>
  );
}

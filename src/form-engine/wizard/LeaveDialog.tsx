import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import { useTrackerValue } from './useTrackerValue.ts';
import { useWizardContext } from '../field/WizardContext.ts';
import type { WizardNavigation } from './WizardNavigation.ts';

const selectHasAnswers = (tracker: CompletionTracker) => tracker.hasAnswers();

/**
 * Asks before the user leaves with answers that were not submitted: by a link within the site,
 * this dialog (when the navigation adapter holds it); by a reload or closing the tab, the
 * browser's prompt, but only while the answers are not kept (a reload brings kept answers back,
 * and the page says so, so the browser's "changes may not be saved" would be untrue). While they
 * are kept (`kept`) the dialog says where. A native modal `<dialog>`: the browser traps focus, makes the
 * page behind it inert, closes it on Escape and returns focus to the link that was followed.
 */
export function LeaveDialog({
  submitted,
  kept,
  navigation,
}: {
  submitted: boolean;
  /** Whether the answers are kept (the wizard's `persistence`), which the dialog must say. */
  kept: boolean;
  navigation: WizardNavigation;
}) {
  const hasAnswers = useTrackerValue(selectHasAnswers);
  const { messages, idPrefix } = useWizardContext();
  const titleId = `${idPrefix}leave-guard-title`;
  const textId = `${idPrefix}leave-guard-text`;
  const active = hasAnswers && !submitted;
  const promptOnUnload = active && !kept;
  useEffect(() => {
    if (!promptOnUnload) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [promptOnUnload]);
  const guard = navigation.useLeaveGuard(active);
  const open = guard.blocked;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Optional calls: a test's DOM (jsdom) may have <dialog> without its modal methods.
    if (open && !dialog.open) {
      dialog.showModal?.();
      stayRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close?.();
    }
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        guard.stay();
      }}
      sx={(theme) => ({
        border: 0,
        borderRadius: 3,
        p: 3,
        maxWidth: 'min(440px, calc(100vw - 32px))',
        boxShadow: 8,
        // The page behind dims toward the theme's text colour.
        '&::backdrop': { backgroundColor: alpha(theme.palette.text.primary, 0.6) },
      })}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {messages.leaveTitle}
      </Typography>
      <Typography id={textId} color="text.secondary">
        {kept ? messages.leaveTextKept : messages.leaveText}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={() => guard.proceed()} color="inherit">
          {kept ? messages.leaveConfirmKept : messages.leaveConfirm}
        </Button>
        <Button ref={stayRef} onClick={() => guard.stay()} variant="contained">
          {messages.leaveStay}
        </Button>
      </Box>
    </Box>
  );
}

import { memo, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useWizardContext } from '../field/WizardContext.ts';

/** What the wizard gives a navigation's leave dialog (`WizardNavigation.LeaveDialog`). */
export interface LeaveDialogProps {
  /** Whether a link away from the wizard is held, waiting for the person's answer. */
  readonly open: boolean;
  /** Whether the answers are kept (the wizard's `persistence`): the dialog then says where. */
  readonly kept: boolean;
  /** Follows the held link. */
  readonly onLeave: () => void;
  /** Drops the held link and stays on the form. */
  readonly onStay: () => void;
}

/**
 * The wizard's leave dialog, in its words: asks before a held link takes the person away from
 * answers that were not submitted. `routerNavigation` brings it; a navigation of your own whose
 * `useLeaveGuard` holds links gives it as its `LeaveDialog`. A native modal `<dialog>`: the
 * browser traps focus, makes the page behind it inert, closes it on Escape and returns focus to
 * the link that was followed. Memoized: it renders again only when what it is given changes.
 */
export const LeaveDialog = memo(function LeaveDialog({
  open,
  kept,
  onLeave,
  onStay,
}: LeaveDialogProps) {
  const { messages, idPrefix } = useWizardContext();
  const titleId = `${idPrefix}leave-guard-title`;
  const textId = `${idPrefix}leave-guard-text`;
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
        onStay();
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
        <Button onClick={onLeave} color="inherit">
          {kept ? messages.leaveConfirmKept : messages.leaveConfirm}
        </Button>
        <Button ref={stayRef} onClick={onStay} variant="contained">
          {messages.leaveStay}
        </Button>
      </Box>
    </Box>
  );
});

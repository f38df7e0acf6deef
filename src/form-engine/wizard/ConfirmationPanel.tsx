import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * The outcome, first (GOV.UK's confirmation panel): the success message and when the answers
 * were submitted, a date and a time in the person's language. It is where focus lands after
 * Submit, so a phone opens on it and a screen reader starts there; the message is an alert right
 * after Submit (read out at once), plain text when it shows again after a reload. No reference
 * number: nothing was sent anywhere, so no one could look one up.
 */
export function ConfirmationPanel({
  submittedAt,
  announce,
  panelRef,
}: {
  submittedAt: Date;
  /** Just submitted: the message is an alert. */
  announce: boolean;
  panelRef?: Ref<HTMLElement>;
}) {
  const { messages } = useWizardContext();
  const titleId = useId();
  const when = new Intl.DateTimeFormat(messages.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(submittedAt);
  return (
    <Box
      component="section"
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={(theme) => ({
        p: { xs: 2.5, sm: 4 },
        borderRadius: 2,
        bgcolor: 'success.main',
        color: 'success.contrastText',
        textAlign: 'center',
        outline: 'none',
        '&:focus-visible': { outline: `3px solid ${theme.palette.success.dark}`, outlineOffset: 3 },
        // Printed in black on white, a frame instead of the fill.
        '@media print': { bgcolor: 'transparent', color: 'text.primary', border: 2 },
      })}
    >
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.3 }}
      >
        <span role={announce ? 'alert' : undefined}>{messages.success}</span>
      </Typography>
      <Typography sx={{ mt: 1.5, fontSize: '1.0625rem' }}>
        <time dateTime={submittedAt.toISOString()}>{messages.submittedOn(when)}</time>
      </Typography>
    </Box>
  );
}

import { earlyFormState } from '../../hooks/earlyForm';

/** A CSS string holding `text`. */
const cssText = (text: string) => JSON.stringify(text);

const note = {
  display: 'block',
  px: 2,
  py: 1.5,
  borderInlineStart: 4,
  borderColor: 'primary.main',
  bgcolor: 'background.muted',
  color: 'text.primary',
  fontWeight: 600,
} as const;

/**
 * What the prerendered form says before the app runs it (src/hooks/earlyForm.ts), where the parent
 * is looking: while its fields are closed, at their top, that the form is getting ready or that
 * the kept answers are coming back, or (the app failing to load) that what was typed comes back
 * on trying again, the fields dimmed; while they take typing before the app, under Next, that
 * Next waits for it. From CSS, as the HTML shows it before any script; only where
 * scripts run (without them the form says it needs JavaScript instead). Only the form's own
 * fieldset: each outlined field draws its border with one of its own.
 */
export function earlyFormNotesSx(words: {
  gettingReady: string;
  answersReturning: string;
  nextWaits: string;
  typingKept: string;
}) {
  return {
    '@media (scripting: enabled)': {
      '& form > fieldset:disabled': { cursor: 'progress' },
      '& form > fieldset:disabled > *': { opacity: 0.45 },
      '& form > fieldset:disabled::before': {
        ...note,
        mb: 3,
        content: cssText(words.gettingReady),
      },
      [`html[${earlyFormState}="returning"] & form > fieldset:disabled::before`]: {
        content: cssText(words.answersReturning),
      },
      [`html[${earlyFormState}="failed"] & form > fieldset:disabled::before`]: {
        content: cssText(words.typingKept),
      },
      [`html[${earlyFormState}="open"] & form > fieldset::after`]: {
        ...note,
        mt: 2,
        content: cssText(words.nextWaits),
      },
    },
  };
}

import { useEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldIdsOf } from '../field/fieldIds.ts';
import { useShownErrorMessages } from './useShownErrorMessages.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/** Moves focus to a field named in the summary, and brings it (with its label) into view. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
}

/**
 * The error summary (the GOV.UK Design System's pattern): shown at the top of the step once the
 * person activates the unavailable Next or Submit, titled "There is a problem", with a link per
 * missing field that moves focus to it. It takes focus on each attempt, so a screen reader reads
 * it; it shrinks as fields are filled and goes away with the last one.
 */
export function ErrorSummary({ stepIndex }: { stepIndex: number }) {
  const { errorReveal, messages, idPrefix } = useWizardContext();
  const errors = useShownErrorMessages(stepIndex);
  const attempts = useSyncExternalStore(
    errorReveal.subscribe,
    errorReveal.attempts,
    errorReveal.attempts,
  );
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempts === 0) return;
    const summary = summaryRef.current;
    if (!summary) return;
    summary.focus({ preventScroll: true });
    // The step's top comes into view: its heading, then the summary right under it.
    (summary.closest('form') ?? summary).scrollIntoView?.({ block: 'start' });
  }, [attempts]);

  if (errors.length === 0) return null;
  const titleId = `${idPrefix}error-summary-title`;
  return (
    <Box
      ref={summaryRef}
      tabIndex={-1}
      component="section"
      aria-labelledby={titleId}
      sx={{
        my: 2,
        p: { xs: 2, sm: 2.5 },
        border: 4,
        borderColor: 'error.main',
        borderRadius: 1,
        '&:focus': (theme) => ({
          outline: `3px solid ${theme.palette.text.primary}`,
          outlineOffset: '2px',
        }),
      }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {messages.errorSummaryTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {errors.map(({ field, message }) => {
          const id = fieldIdsOf(idPrefix, field).input;
          return (
            <li key={field.name}>
              <Box
                component="a"
                href={`#${id}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => focusField(event, id)}
                sx={{ color: 'error.main', fontWeight: 700, textUnderlineOffset: '0.15em' }}
              >
                {message}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

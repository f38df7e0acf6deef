import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatAnswer } from '../answers/formatAnswer.ts';
import { linkButtonSx } from '../field/linkButtonSx.ts';
import { useWizardContext } from '../field/WizardContext.ts';
import type { ChangeAnswer } from './review/ReviewSummary.tsx';
import type { UnresolvedWarning } from './review/unresolvedWarnings.ts';
import { stepFormId } from './stepFormId.ts';

/**
 * "Check these answers?": the one interruption before Submit when answers still raise a warning
 * (GOV.UK's interruption page). Each such answer with its warning and a Change that opens its
 * question (whose "Save and return to review" comes back to the review), then Submit anyway, a
 * submit button of the wizard's form, and a way back to the review. It takes focus and the top of
 * the view as it shows, so a phone opens on it.
 */
export function WarningsInterruption({
  warnings,
  onChange,
  onBack,
}: {
  warnings: readonly UnresolvedWarning[];
  onChange: ChangeAnswer;
  onBack: () => void;
}) {
  const { form, getValues, messages, idPrefix } = useWizardContext();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.closest('section')?.scrollIntoView?.({ block: 'start' });
  }, []);
  const values = getValues();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 4 },
        borderTop: 8,
        borderTopColor: 'warning.main',
        displayPrint: 'none',
      }}
    >
      <Typography
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, outline: 'none' }}
      >
        {messages.checkTheseTitle}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>{messages.checkTheseText(warnings.length)}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {warnings.map(({ field, stepIndex, message }) => (
          <Box
            key={field.name}
            sx={{ pb: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
          >
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {field.label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {formatAnswer(form, field, values[field.name], messages)}
            </Box>
            <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              {message}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Box
                component="button"
                type="button"
                aria-label={messages.changeAnswer(field.label)}
                onClick={() => onChange(stepIndex, field.name)}
                sx={{ ...linkButtonSx, fontWeight: 600, minHeight: 24 }}
              >
                {messages.change}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          mt: 4,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row-reverse' },
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        {/* A submit button of the wizard's form: the submit itself closes this. Closing it on the
            click would remove the button before the browser submits, and nothing would happen. */}
        <Button type="submit" form={stepFormId(idPrefix)} variant="contained">
          {messages.submitAnyway}
        </Button>
        <Button variant="outlined" onClick={onBack}>
          {messages.backToReview}
        </Button>
      </Box>
    </Paper>
  );
}

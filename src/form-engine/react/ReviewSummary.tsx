import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { summarizeStep } from '../core/summarizeStep';
import { LongAnswer } from './LongAnswer';
import type { StepSpec } from '../core/types';
import { useWizardContext } from './WizardContext';

/**
 * The answers of the given steps as compact summary cards (the GOV.UK "check answers" pattern):
 * per step its title, a Change link when `onChangeStep` is given, a `<dl>` of the answered
 * questions, and the questions left empty said once. Hidden fields are left out.
 */
export function ReviewSummary({
  steps,
  onChangeStep,
  heading,
  titleLevel = 'h4',
}: {
  steps: readonly StepSpec[];
  /** Shows a Change link per step that returns to it; without it the summary is read-only. */
  onChangeStep?: (index: number) => void;
  /** The summary's own heading (h3); without it the steps' titles stand alone. */
  heading?: string;
  titleLevel?: 'h3' | 'h4';
}) {
  const { form, getValues, tracker, messages } = useWizardContext();
  const values = getValues();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading && (
        <Typography id={`${id}-heading`} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {heading}
        </Typography>
      )}
      {steps.map((step, index) => {
        const { rows, notProvided } = summarizeStep(
          form,
          step,
          values,
          tracker.isVisible,
          messages,
        );
        return (
          <Box
            key={step.id}
            component="section"
            aria-labelledby={`${id}-${step.id}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              mb: 2,
              overflow: 'hidden',
              breakInside: 'avoid',
              '@media print': { borderColor: 'text.secondary' },
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                gap: 2,
                px: 2,
                py: 1.25,
                bgcolor: 'action.hover',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography
                id={`${id}-${step.id}`}
                variant="h4"
                component={titleLevel}
                sx={{ fontSize: '1.05rem' }}
              >
                {step.title}
              </Typography>
              {onChangeStep && (
                // A button that reads as a link, in place of MUI's Link (a 1.4 kB gzip chunk of
                // its own for this one button).
                <Box
                  component="button"
                  type="button"
                  onClick={() => onChangeStep(index)}
                  aria-label={messages.changeStep(step.title)}
                  sx={{
                    flexShrink: 0,
                    displayPrint: 'none',
                    p: 0,
                    border: 0,
                    bgcolor: 'transparent',
                    font: 'inherit',
                    fontSize: '1rem',
                    fontWeight: 600,
                    color: 'primary.main',
                    textDecoration: 'underline',
                    textUnderlineOffset: '0.18em',
                    cursor: 'pointer',
                  }}
                >
                  {messages.change}
                </Box>
              )}
            </Box>
            <Box sx={{ px: 2, py: 1 }}>
              {rows.length > 0 && (
                <Box component="dl" sx={{ m: 0 }}>
                  {/* A <div> per row is valid inside <dl>, and carries the row's rule. */}
                  {rows.map((row) => (
                    <Box
                      key={row.name}
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 2fr) 3fr' },
                        columnGap: 2,
                        py: 0.75,
                        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                        '& dt': { fontWeight: 600 },
                        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
                      }}
                    >
                      <dt>{row.label}</dt>
                      <dd>
                        <LongAnswer text={row.text} />
                      </dd>
                    </Box>
                  ))}
                </Box>
              )}
              {notProvided.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ py: 0.75 }}>
                  {messages.notProvidedList(notProvided)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

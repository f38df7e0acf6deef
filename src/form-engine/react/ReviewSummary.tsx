import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatAnswer } from '../core/formatAnswer';
import type { StepSpec } from '../core/types';
import { useWizardContext } from './WizardContext';

/**
 * Every answer of the given steps, grouped by step, generated from the schema (hidden fields left
 * out); each group has a Change button that returns to its step.
 */
export function ReviewSummary({
  steps,
  onChangeStep,
}: {
  steps: readonly StepSpec[];
  onChangeStep: (index: number) => void;
}) {
  const { getValues, tracker, messages, idPrefix } = useWizardContext();
  const values = getValues();
  return (
    <Box component="section" aria-labelledby={`${idPrefix}review-heading`} sx={{ mb: 4 }}>
      <Typography id={`${idPrefix}review-heading`} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {messages.reviewHeading}
      </Typography>
      {steps.map((step, index) => (
        <Box
          key={step.id}
          component="section"
          aria-labelledby={`${idPrefix}review-${step.id}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
        >
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography
              id={`${idPrefix}review-${step.id}`}
              variant="h4"
              sx={{ fontSize: '1.05rem' }}
            >
              {step.title}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              onClick={() => onChangeStep(index)}
              aria-label={messages.changeStep(step.title)}
            >
              {messages.change}
            </Button>
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
              columnGap: 2,
              m: 0,
              mt: 1.5,
              '& dt': { fontWeight: 600, color: 'text.secondary' },
              '& dd': {
                m: 0,
                mb: { xs: 1.5, sm: 0.75 },
                overflowWrap: 'anywhere',
                whiteSpace: 'pre-wrap',
              },
            }}
          >
            {step.fields
              .filter((field) => tracker.isVisible(field.name))
              .map((field) => (
                <Box key={field.name} sx={{ display: 'contents' }}>
                  <dt>{field.label}</dt>
                  <dd>{formatAnswer(field, values[field.name], messages)}</dd>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

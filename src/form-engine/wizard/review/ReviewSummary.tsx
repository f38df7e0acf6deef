import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { summarizeStep, type AnswerRow } from '../../answers/summarizeStep.ts';
import type { StepSpec } from '../../schema/types.ts';
import { linkButtonSx } from '../../field/linkButtonSx.ts';
import { LongAnswer } from './LongAnswer.tsx';
import { reviewIds } from './reviewIds.ts';
import { useWizardContext } from '../../field/WizardContext.ts';

/** A button that reads as a link: Change, per answer and per step. */
const changeSx = {
  ...linkButtonSx,
  flexShrink: 0,
  displayPrint: 'none',
  fontWeight: 600,
  minHeight: 24,
} as const;

/** Where a Change button leads: the step, and the answer's field (none for a step's card). */
export type ChangeAnswer = (stepIndex: number, fieldName?: string) => void;

/**
 * The answers of the given steps as a compact summary list per step (the GOV.UK "check answers"
 * pattern): the step's title, each answered question with its answer and a Change button (when
 * `onChange` is given) that opens the question and comes back here, a warning that still applies
 * under its answer, and the questions left empty said once, with a Change for the step. Hidden
 * fields and the steps that do not show are left out; without `onChange` the summary is read-only (after submit).
 */
export function ReviewSummary({
  steps,
  onChange,
  warnings,
  heading,
  titleLevel = 'h4',
}: {
  steps: readonly StepSpec[];
  onChange?: ChangeAnswer;
  /** The warning each answer still raises, by field name (see `CheckAnswers`). */
  warnings?: ReadonlyMap<string, string>;
  /** The summary's own heading (h3); without it the steps' titles stand alone. */
  heading?: string;
  titleLevel?: 'h3' | 'h4';
}) {
  const { getValues, tracker } = useWizardContext();
  const shown = tracker.shownSteps();
  const values = getValues();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading && (
        <Typography id={`${id}-heading`} variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {heading}
        </Typography>
      )}
      {/* A step whose condition does not hold is gone from the review too; the indices stay the
          form's, for Change. */}
      {steps.map(
        (step, index) =>
          shown.includes(index) && (
            <ReviewStep
              key={step.id}
              step={step}
              index={index}
              values={values}
              titleId={`${id}-${step.id}`}
              titleLevel={titleLevel}
              onChange={onChange}
              warnings={warnings}
            />
          ),
      )}
    </Box>
  );
}

/** One step's card of the summary: its title (and Change), its answers, what it left empty. */
function ReviewStep({
  step,
  index,
  values,
  titleId,
  titleLevel,
  onChange,
  warnings,
}: {
  step: StepSpec;
  index: number;
  values: Readonly<Record<string, unknown>>;
  titleId: string;
  titleLevel: 'h3' | 'h4';
  onChange: ChangeAnswer | undefined;
  warnings: ReadonlyMap<string, string> | undefined;
}) {
  const { form, tracker, messages, idPrefix } = useWizardContext();
  const ids = reviewIds(idPrefix);
  const { rows, notProvided } = summarizeStep(form, step, values, tracker.isVisible, messages);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2.5, breakInside: 'avoid' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          pb: 0.5,
          borderBottom: 2,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h4" component={titleLevel} sx={{ fontSize: '1.05rem' }}>
          {step.title}
        </Typography>
        {onChange && (
          <Box
            component="button"
            type="button"
            id={ids.changeStep(step.id)}
            onClick={() => onChange(index)}
            aria-label={messages.changeStep(step.title)}
            sx={changeSx}
          >
            {messages.change}
          </Box>
        )}
      </Box>
      {rows.length > 0 && (
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map((row) => (
            <ReviewRow
              key={row.name}
              row={row}
              warning={warnings?.get(row.name)}
              onChange={onChange && (() => onChange(index, row.name))}
            />
          ))}
        </Box>
      )}
      {notProvided.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.75 }}>
          {messages.notProvidedList(notProvided)}
        </Typography>
      )}
    </Box>
  );
}

/** One answer: its question, the answer (with a warning that still applies) and its Change. */
function ReviewRow({
  row,
  warning,
  onChange,
}: {
  row: AnswerRow;
  warning: string | undefined;
  onChange: (() => void) | undefined;
}) {
  const { messages, idPrefix } = useWizardContext();
  const ids = reviewIds(idPrefix);
  // A <div> per row is valid inside <dl>, and carries the row's rule.
  return (
    <Box
      id={ids.row(row.name)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(9rem, 2fr) 3fr auto' },
        columnGap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
      }}
    >
      <dt>{row.label}</dt>
      <Box component="dd" sx={{ gridRow: { xs: 2, sm: 1 }, gridColumn: { xs: '1 / -1', sm: 2 } }}>
        <LongAnswer text={row.text} />
        {warning && (
          <Box component="span" sx={{ display: 'flex', gap: 0.75, mt: 0.25, fontSize: '0.875rem' }}>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ color: 'warning.dark', fontWeight: 700 }}
            >
              !
            </Box>
            {warning}
          </Box>
        )}
      </Box>
      {onChange && (
        <Box component="dd" sx={{ gridRow: 1, gridColumn: { xs: 2, sm: 3 } }}>
          <Box
            component="button"
            type="button"
            id={ids.changeAnswer(row.name)}
            onClick={onChange}
            aria-label={messages.changeAnswer(row.label)}
            sx={changeSx}
          >
            {messages.change}
          </Box>
        </Box>
      )}
    </Box>
  );
}

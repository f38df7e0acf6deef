import { useMemo, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../../schema/types.ts';
import { reviewIds } from './reviewIds.ts';
import { ReviewSummary, type ChangeAnswer } from './ReviewSummary.tsx';
import { unresolvedWarnings } from './unresolvedWarnings.ts';
import { useWizardContext } from '../../field/WizardContext.ts';

/** Brings a reviewed answer into view and puts focus on its Change button. */
function goToRow(event: MouseEvent<HTMLAnchorElement>, rowId: string, changeId: string) {
  const row = document.getElementById(rowId);
  if (!row) return;
  event.preventDefault();
  row.scrollIntoView?.({ block: 'center' });
  document.getElementById(changeId)?.focus({ preventScroll: true });
}

/**
 * The last step's check of every earlier answer: a short notice when some answers still raise a
 * warning ("2 answers may need a look", a link to each), then the review, each such answer with
 * its warning beside it and its Change. Warnings never stop Submit.
 */
export function CheckAnswers({
  steps,
  onChange,
}: {
  steps: readonly StepSpec[];
  onChange: ChangeAnswer;
}) {
  const { form, getValues, tracker, messages, idPrefix, asyncChecks } = useWizardContext();
  const ids = reviewIds(idPrefix);
  // Read as the last step shows: the earlier answers cannot change while it does.
  const warnings = useMemo(
    () =>
      new Map([
        ...unresolvedWarnings(form, tracker, getValues(), steps).map(
          ({ field, message }) => [field.name, message] as const,
        ),
        // An answer whose check could not be made, and the person went on: flagged as not checked.
        ...(asyncChecks?.unchecked() ?? []).map((name) => [name, messages.notChecked] as const),
      ]),
    [form, getValues, tracker, steps, asyncChecks, messages],
  );
  const labelOf = (name: string) => form.fieldAt(name)!.label;

  return (
    <>
      {warnings.size > 0 && (
        <Box
          component="section"
          aria-labelledby={`${idPrefix}answers-to-check`}
          sx={{
            mb: 3,
            p: 2,
            borderLeft: 6,
            borderColor: 'warning.main',
            bgcolor: 'action.hover',
            borderRadius: 1,
            displayPrint: 'none',
          }}
        >
          <Typography
            id={`${idPrefix}answers-to-check`}
            variant="h3"
            sx={{ fontSize: '1.125rem', mb: 1 }}
          >
            {messages.answersToCheck(warnings.size)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {[...warnings].map(([name, warning]) => (
              <li key={name}>
                <Box
                  component="a"
                  href={`#${ids.row(name)}`}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                    goToRow(event, ids.row(name), ids.changeAnswer(name))
                  }
                  sx={{ color: 'primary.main', fontWeight: 600, textUnderlineOffset: '0.15em' }}
                >
                  {labelOf(name)}
                </Box>
                {`: ${warning}`}
              </li>
            ))}
          </Box>
        </Box>
      )}
      <ReviewSummary
        steps={steps}
        onChange={onChange}
        warnings={warnings}
        heading={messages.reviewHeading}
      />
    </>
  );
}

import Box from '@mui/material/Box';
import { useWizardContext } from '../field/WizardContext.ts';
import type { SetAsideAnswer } from './readSavedAnswers.ts';

/**
 * On the step they belong to, the kept answers today's form no longer takes (an option it no
 * longer offers, an answer of another kind), each with its field's label: they were left out,
 * so nothing the person cannot see holds up Submit, and they know what to choose again.
 */
export function SetAsideNote({
  stepIndex,
  answers,
}: {
  stepIndex: number;
  answers: readonly SetAsideAnswer[];
}) {
  const { form, messages } = useWizardContext();
  const onStep = answers.flatMap(({ name, values }) => {
    const entry = form.fields.get(name);
    if (entry?.stepIndex !== stepIndex) return [];
    const label = entry.field.label;
    // Quoted: an option no longer offered is known only by its value, not by its words.
    return [values.length > 0 ? `${label}: “${values.join('”, “')}”` : label];
  });
  if (onStep.length === 0) return null;
  return (
    <Box
      component="p"
      sx={{
        mt: 0,
        mb: 3,
        p: 2,
        borderRadius: 2,
        borderLeft: 6,
        borderColor: 'warning.main',
        bgcolor: 'action.hover',
      }}
    >
      {messages.setAsideNote(onStep)}
    </Box>
  );
}

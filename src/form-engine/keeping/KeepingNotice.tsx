import Box from '@mui/material/Box';
import type { Keeping } from './keepAnswers.ts';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * Says, once and plainly, that the answers are not (all) being kept, near the top of the form:
 * a status, so a screen reader announces it when it appears without taking the person's focus.
 */
export function KeepingNotice({ keeping }: { keeping: Keeping }) {
  const { form, messages } = useWizardContext();
  const text =
    keeping.status === 'refused'
      ? messages.notKept
      : keeping.status === 'partly'
        ? messages.partlyKept(
            keeping.left.map((name) => form.fields.get(name)?.field.label ?? name),
          )
        : undefined;
  return (
    <Box role="status" sx={{ displayPrint: 'none', '&:empty': { display: 'none' } }}>
      {text && (
        <Box
          sx={{
            p: 2,
            borderRadius: 2,
            borderLeft: 6,
            borderColor: 'warning.main',
            bgcolor: 'action.hover',
          }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}

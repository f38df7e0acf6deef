import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useWizardContext } from '../field/WizardContext.ts';

/** `Step n of N` and `NN% complete`, NN = round(n / N × 100), over a progress bar. */
export function WizardProgress({ step, stepCount }: { step: number; stepCount: number }) {
  const { messages } = useWizardContext();
  const percent = Math.round((step / stepCount) * 100);
  return (
    <Box sx={{ displayPrint: 'none' }}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          mb: 1,
          [theme.breakpoints.down('md')]: { justifyContent: 'flex-end' },
        })}
      >
        {/* On phones the stepper's one line says "Step n of N · Title" just below: said once. */}
        <Typography
          variant="body2"
          sx={(theme) => ({ fontWeight: 700, [theme.breakpoints.down('md')]: visuallyHidden })}
        >
          {messages.stepOfCount(step, stepCount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {messages.percentComplete(percent)}
        </Typography>
      </Box>
      {/* A plain determinate bar: MUI's LinearProgress carries indeterminate animations we never use. */}
      <Box
        role="progressbar"
        aria-label={messages.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${messages.stepOfCount(step, stepCount)}, ${messages.percentComplete(percent)}`}
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.disabledBackground',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            width: `${percent}%`,
            height: '100%',
            bgcolor: 'primary.main',
            transition: 'width 300ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      </Box>
    </Box>
  );
}

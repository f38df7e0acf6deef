import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** `Step n of N` and `NN% complete`, NN = round(n / N × 100), over a progress bar. */
export function WizardProgress({ step, stepCount }: { step: number; stepCount: number }) {
  const percent = Math.round((step / stepCount) * 100);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Step {step} of {stepCount}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {percent}% complete
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Registration progress"
        aria-valuetext={`Step ${step} of ${stepCount}, ${percent}% complete`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StartOver } from './StartOver.tsx';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * Says that kept answers came back (naming those that could not be kept, `left`, rather than
 * claiming every one is still here), with a way to start over from an empty form (it asks first).
 */
export function RestoredNotice({
  left = [],
  onStartOver,
}: {
  left?: readonly string[] | undefined;
  onStartOver: () => void;
}) {
  const { form, messages } = useWizardContext();
  const labels = left.map((name) => form.fields.get(name)?.field.label ?? name);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        borderLeft: 6,
        borderColor: 'secondary.main',
        bgcolor: 'action.hover',
        displayPrint: 'none',
      }}
    >
      <Typography role="status">
        {labels.length > 0 ? messages.restoredExcept(labels) : messages.restoredNotice}
      </Typography>
      <StartOver label={messages.startOver} onConfirm={onStartOver} />
    </Box>
  );
}

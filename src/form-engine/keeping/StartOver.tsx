import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWizardContext } from '../field/WizardContext.ts';

/**
 * Start over, which never wipes answers on one tap: a quiet text button that first asks, in
 * place, whether to clear every answer ("Keep my answers" is the safe choice, and has focus).
 */
export function StartOver({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  const { messages } = useWizardContext();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button ref={askRef} variant="text" size="small" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Box
      role="group"
      aria-labelledby={questionId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box id={questionId} component="p" sx={{ m: 0, fontWeight: 600 }}>
        {messages.startOverQuestion}
      </Box>
      <Button ref={keepRef} variant="contained" size="small" onClick={() => setAsking(false)}>
        {messages.startOverCancel}
      </Button>
      <Button variant="outlined" color="error" size="small" onClick={onConfirm}>
        {messages.startOverConfirm}
      </Button>
    </Box>
  );
}

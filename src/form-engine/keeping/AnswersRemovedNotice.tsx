import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useWizardContext } from '../field/WizardContext.ts';
import { noticeSx } from './noticeSx.ts';

/**
 * Said once the submitted answers were removed from this device. It mounts only then (the form
 * starts again without them), so it takes focus as it mounts: the button that was pressed is gone,
 * and a screen reader hears what happened.
 */
export function AnswersRemovedNotice() {
  const { messages } = useWizardContext();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Typography
      ref={ref}
      tabIndex={-1}
      role="status"
      sx={[noticeSx, { fontWeight: 600, outline: 'none' }]}
    >
      {messages.answersRemoved}
    </Typography>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import { linkButtonSx } from '../../field/linkButtonSx.ts';
import { useWizardContext } from '../../field/WizardContext.ts';

/** Answers longer than this show their start, with a button to read them whole. */
const shownLength = 300;

/**
 * An answer in the review. A very long one (a pasted document: the form sets no length limit)
 * shows its first {@link shownLength} characters and a button that shows the rest, so a review
 * of megabytes of answers lays out at once instead of freezing the page.
 */
export function LongAnswer({ text }: { text: string }) {
  const { messages } = useWizardContext();
  const [whole, setWhole] = useState(false);
  if (whole || text.length <= shownLength) return <>{text}</>;
  return (
    <>
      {`${text.slice(0, shownLength).trimEnd()}… `}
      <Box
        component="button"
        type="button"
        onClick={() => setWhole(true)}
        sx={{ ...linkButtonSx, displayPrint: 'none' }}
      >
        {messages.showWholeAnswer(text.length)}
      </Box>
    </>
  );
}

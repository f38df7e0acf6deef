import type { ComponentProps, ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The box (or circle) of an option, in px. */
const markSize = 18;
/** From the option's left edge to its text: where a consent's helper text lines up too. */
export const optionTextIndent = `${markSize + 12}px`;

/**
 * A native checkbox or radio button with its label, drawn in the theme's colours: the box, its
 * tick or dot, the error colour while its question shows an error. It draws no focus ring of its
 * own: the input itself takes focus, so the page's `:focus-visible` style (or the browser's) marks
 * it. Native rather than MUI's Checkbox, Radio and
 * FormControlLabel, which brought about 3 kB gzip to the registration for the same three
 * elements; the whole row is the label, so it is as easy to hit as theirs.
 */
export function CheckOption({
  label,
  invalid,
  showRequired,
  alignTop,
  input,
}: {
  label: ReactNode;
  /** Marks the box in the error colour (the input carries `aria-invalid` as well). */
  invalid: boolean;
  /** Shows the required mark after the label (a consent; a group's legend carries its own). */
  showRequired?: boolean;
  /** Puts the box beside the first line of a long label instead of its middle. */
  alignTop?: boolean;
  /** The input's own attributes: type, name, value, defaultChecked, onChange, ids. */
  input: ComponentProps<'input'> & { type: 'checkbox' | 'radio' };
}) {
  const round = input.type === 'radio';
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: alignTop ? 'flex-start' : 'center',
        gap: '12px',
        minHeight: 42,
        py: alignTop ? 1 : 0,
        cursor: 'pointer',
      }}
    >
      <Box
        component="input"
        {...input}
        aria-invalid={invalid || undefined}
        sx={{
          appearance: 'none',
          flexShrink: 0,
          display: 'grid',
          placeContent: 'center',
          width: markSize,
          height: markSize,
          // Beside a long label, centred on its first line (the label's font, so 1lh is its line).
          font: 'inherit',
          mt: alignTop ? `calc((1lh - ${markSize}px) / 2)` : 0,
          mx: 0,
          mb: 0,
          border: 2,
          borderColor: invalid ? 'error.main' : 'text.secondary',
          borderRadius: round ? '50%' : '2px',
          bgcolor: 'background.paper',
          cursor: 'pointer',
          '&::before': {
            content: '""',
            width: round ? 8 : 12,
            height: round ? 8 : 12,
            borderRadius: round ? '50%' : 0,
            // A tick, cut out of a square (no image, so it takes the theme's colour).
            clipPath: round
              ? 'none'
              : 'polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%)',
            bgcolor: round ? 'primary.main' : 'primary.contrastText',
            transform: 'scale(0)',
          },
          '&:checked': round
            ? { borderColor: invalid ? 'error.main' : 'primary.main' }
            : { bgcolor: 'primary.main', borderColor: 'primary.main' },
          '&:checked::before': { transform: 'scale(1)' },
          '&:hover': { borderColor: invalid ? 'error.dark' : 'primary.main' },
          // Windows high contrast replaces the colours above; the mark must still show.
          '@media (forced-colors: active)': { '&::before': { bgcolor: 'CanvasText' } },
        }}
      />
      <span>
        {label}
        {showRequired && <span aria-hidden="true"> *</span>}
      </span>
    </Box>
  );
}

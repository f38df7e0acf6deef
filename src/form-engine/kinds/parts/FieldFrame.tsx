import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { FieldHint } from './FieldHint.tsx';
import type { FieldProps, FieldSpec } from '../../index.ts';

/** The text an outlined input's notch makes room for: the label and its required mark. */
const notchLabelOf = (field: FieldSpec) => (field.required ? `${field.label} *` : field.label);

/** The label's place inside the empty box, and above the outline once it floats. */
const labelInside = 'translate(14px, 16px) scale(1)';
const labelAbove = 'translate(14px, -9px) scale(0.75)';

/** The control (the frame's first child) as the selectors below name it. */
const control = '& > :is(input, select, textarea)';

/**
 * The frame's look, as MUI's outlined text field draws it: a floating label, an outline with a
 * notch the label sits in once it floats, the primary colour while focused, the error colour
 * while the question shows an error. The label floats while the control is focused, holds a
 * value (`:placeholder-shown` no longer matches; every control carries a placeholder, a blank one
 * when the schema gives none) or is being autofilled, or always (`shrinkLabel`): plain CSS on
 * the control's state, so typing never re-renders anything. The outline is 4.6:1 against the
 * paper (grey 600), where MUI's is 1.9:1.
 */
const boxSx = (shrinkLabel: boolean, invalid: boolean) => (theme: Theme) => {
  const floating = {
    '& > label': { transform: labelAbove, maxWidth: 'calc(133% - 32px)' },
    '& > fieldset > legend': { maxWidth: '100%' },
  };
  const accent = invalid ? theme.palette.error.main : theme.palette.primary.main;
  return {
    position: 'relative',
    borderRadius: `${theme.shape.borderRadius}px`,
    color: theme.palette.text.primary,
    [control]: {
      display: 'block',
      boxSizing: 'border-box',
      width: '100%',
      m: 0,
      p: '16.5px 14px',
      border: 0,
      borderRadius: 'inherit',
      bgcolor: 'transparent',
      color: 'inherit',
      font: 'inherit',
      lineHeight: '1.4375em',
      outline: 0,
      // Shown only while the label floats out of its way.
      '&::placeholder': { color: theme.palette.text.secondary, opacity: shrinkLabel ? 1 : 0 },
      '&:focus::placeholder': { opacity: 1 },
    },
    // A single line has a fixed size: with strict containment each one is a relayout boundary,
    // so a keystroke lays out that input alone, never the step's grid (`npm run bench`: without
    // it, typing on a step of 1000 fields cost six times the CPU of a step of 10).
    '& > :is(input, select)': { height: 56, contain: 'strict' },
    // A long text keeps its padding on the frame, so its own height is its lines (it grows and
    // then scrolls by whole lines, see TextInputField).
    '&:has(> textarea)': { py: '16.5px', cursor: 'text' },
    '& > textarea': { py: 0 },
    // Room for the arrow that follows it (SelectField).
    '& > select': { appearance: 'none', cursor: 'pointer', pr: '40px' },
    '& > label': {
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      typography: 'body1',
      lineHeight: '1.4375em',
      color: invalid ? theme.palette.error.main : theme.palette.text.secondary,
      transform: shrinkLabel ? labelAbove : labelInside,
      transformOrigin: 'top left',
      transition: theme.transitions.create(['transform', 'max-width', 'color'], {
        duration: theme.transitions.duration.shorter,
      }),
    },
    '& > fieldset': {
      position: 'absolute',
      inset: '-5px 0 0',
      m: 0,
      p: '0 8px',
      pointerEvents: 'none',
      border: 1,
      borderColor: invalid ? theme.palette.error.main : theme.palette.grey[600],
      borderRadius: 'inherit',
      minWidth: 0,
      overflow: 'hidden',
    },
    '& > fieldset > legend': {
      float: 'unset',
      width: 'auto',
      maxWidth: shrinkLabel ? '100%' : '0.01px',
      height: 11,
      p: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      fontSize: '0.75em',
      transition: theme.transitions.create('max-width', {
        duration: theme.transitions.duration.shortest,
      }),
      '& > span': { display: 'inline-block', px: '5px' },
    },
    '&:hover > fieldset': { borderColor: invalid ? accent : theme.palette.text.primary },
    [`${control}:focus ~ fieldset`]: { borderWidth: 2, borderColor: accent },
    [`${control}:focus ~ label`]: { color: accent, ...floating['& > label'] },
    [`${control}:focus ~ fieldset > legend`]: floating['& > fieldset > legend'],
    [`${control}:not(:placeholder-shown) ~ label`]: floating['& > label'],
    [`${control}:not(:placeholder-shown) ~ fieldset > legend`]: floating['& > fieldset > legend'],
    // A separate rule: a browser that does not know :autofill drops only this one.
    [`${control}:autofill ~ label`]: floating['& > label'],
    [`${control}:autofill ~ fieldset > legend`]: floating['& > fieldset > legend'],
    '@media (prefers-reduced-motion: reduce)': {
      '& > label, & > fieldset > legend': { transition: 'none' },
    },
  };
};

/**
 * The outlined label-input-helper frame around a native input, textarea or select (the first of
 * `children`; a select's arrow may follow it): the label, the outline with its notch and the
 * helper text (the message line under it is the field's cell's, `field/FieldCell.tsx`, the same for
 * every kind, on a step and in a group's row). The engine's own, in place of
 * MUI's OutlinedInput, InputLabel, FormControl and FormHelperText, which brought about 6 kB gzip
 * to the registration for what a native control and a few CSS rules do.
 */
export function FieldFrame({
  field,
  id,
  helperId,
  invalid,
  shrinkLabel = false,
  children,
}: Pick<FieldProps, 'field' | 'id' | 'helperId' | 'invalid'> & {
  /** Keep the label above the control even when empty (date inputs and selects show content). */
  shrinkLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Box
        sx={boxSx(shrinkLabel, invalid)}
        // A click on the frame around a long text (its padding) puts the caret in it.
        onClick={(event) => {
          if (event.target === event.currentTarget)
            event.currentTarget.querySelector('textarea')?.focus();
        }}
      >
        {children}
        <label htmlFor={id}>
          {field.label}
          {field.required && <span aria-hidden="true"> *</span>}
        </label>
        <fieldset aria-hidden="true">
          <legend>
            <span>{notchLabelOf(field)}</span>
          </legend>
        </fieldset>
      </Box>
      {field.helperText && (
        <FieldHint id={helperId!} error={invalid}>
          {field.helperText}
        </FieldHint>
      )}
    </div>
  );
}

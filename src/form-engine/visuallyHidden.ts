/**
 * `sx` that hides an element on screen but keeps it for screen readers (the engine's own copy:
 * it imports nothing from the app).
 */
export const visuallyHidden = {
  position: 'absolute',
  // Strings, not numbers: in sx a width or height of 1 means 100%, not 1px.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The panel of a notice about what this tab keeps: a soft box with a bar on its left. */
export const noticeSx = {
  p: 2,
  borderRadius: 2,
  borderLeft: 6,
  borderColor: 'secondary.main',
  bgcolor: 'action.hover',
  displayPrint: 'none',
} as const;

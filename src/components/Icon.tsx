import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The site's few icons as inline SVG strokes (no icon package: it would weigh more than the page).
 * Decorative by default: the control or text beside an icon carries the name.
 */
const icons = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5.5v13l10.5-6.5z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  social:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.5 6.5h.01',
  chevronDown: 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof icons;

export function Icon({
  name,
  size = 24,
  sx,
}: {
  name: IconName;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={[
        {
          width: size,
          height: size,
          flexShrink: 0,
          fill: name === 'play' ? 'currentColor' : 'none',
          stroke: 'currentColor',
          strokeWidth: name === 'pause' ? 3 : 2,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <path d={icons[name]} />
    </Box>
  );
}

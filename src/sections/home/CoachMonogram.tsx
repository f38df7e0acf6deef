import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { brandColors } from '../../theme/brandColors';

/** "Marcus Reed" → "MR": the first letter of the first and last names. */
const initialsOf = (name: string) => {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return (Array.from(first)[0] ?? '') + (Array.from(last)[0] ?? '');
};

/**
 * A coach's initials in the portrait's frame, for a coach without a photo: a monogram, as a
 * team page or a badge shows one, rather than a notice that something is missing. Hidden from
 * screen readers: it repeats the name that follows it and shows nothing else.
 */
export function CoachMonogram({ name, sx }: { name: string; sx: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden="true"
      // The frame first: its display is the monogram's to set.
      sx={[
        ...(Array.isArray(sx) ? sx : [sx]),
        {
          display: 'grid',
          placeItems: 'center',
          color: brandColors.cream,
          // A key light from above on a seamless navy backdrop, and a fine orange ring inside the
          // frame, as on an embroidered badge.
          background: `radial-gradient(circle at 50% 22%, ${brandColors.navyLight} 0%, ${brandColors.navy} 52%, ${brandColors.navyDark} 100%)`,
          boxShadow: `inset 0 0 0 5px ${brandColors.navyDark}, inset 0 0 0 6px ${brandColors.orangeLight}`,
          fontWeight: 700,
          fontSize: { xs: '2.25rem', sm: '2.75rem' },
          lineHeight: 1,
          letterSpacing: '0.04em',
          // Optical centring: capitals sit high in their line box.
          pt: '0.06em',
          userSelect: 'none',
        },
      ]}
    >
      {initialsOf(name)}
    </Box>
  );
}

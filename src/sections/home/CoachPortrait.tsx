import { coachPhotos } from 'virtual:site-images';
import Box from '@mui/material/Box';
import type { Coach } from '../../content/types';
import { useWords } from '../../content/useWords';
import { brandColors } from '../../theme/brandColors';
import { Picture } from '../../components/Picture';

/** The round frame every portrait shares, photo or not: 112 px on phones, 144 px from `sm`. */
const frameSx = {
  display: 'block',
  boxSizing: 'border-box',
  width: { xs: 112, sm: 144 },
  height: { xs: 112, sm: 144 },
  mx: { xs: 0, sm: 'auto' },
  mb: { xs: 0, sm: 2 },
  gridRow: 'span 3',
  borderRadius: '50%',
  border: '4px solid',
  borderColor: 'primary.main',
} as const;

export const portraitSizes = '(min-width: 600px) 144px, 112px';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

/**
 * A coach's photo (from their line in photos.ts), or until there is one a designed stand-in that
 * says so: the coach's initials on a studio-lit backdrop, "Photo to come" beneath, in the same
 * frame. It is not a drawn face, so it never passes for the person.
 */
export function CoachPortrait({ coach }: { coach: Coach }) {
  const { portrait } = useWords('home');
  const photo = coachPhotos[coach.id];
  if (photo) {
    return (
      <Picture
        image={photo}
        alt={photo.alt ?? portrait.photoAlt(coach.name)}
        sizes={portraitSizes}
        sx={{ ...frameSx, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={portrait.photoToComeLabel(coach.name)}
      sx={{
        ...frameSx,
        position: 'relative',
        overflow: 'hidden',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 0.25,
        color: brandColors.cream,
        // A key light from above on a seamless navy backdrop, falling off to the edges.
        background: `radial-gradient(circle at 50% 22%, ${brandColors.navyLight} 0%, ${brandColors.navy} 48%, ${brandColors.navyDark} 100%)`,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '2rem', sm: '2.875rem' },
          lineHeight: 1,
          letterSpacing: '-0.02em',
          mt: { xs: 0.5, sm: 1 },
        }}
      >
        {initialsOf(coach.name)}
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '0.625rem', sm: '0.6875rem' },
          // Narrower tracking on phones keeps the words inside the 112 px circle; a longer label
          // ("Foto próximamente") takes two centred lines.
          letterSpacing: { xs: '0.02em', sm: '0.1em' },
          lineHeight: 1.25,
          textAlign: 'center',
          textTransform: 'uppercase',
          color: 'primary.light',
        }}
      >
        {portrait.photoToCome}
      </Box>
    </Box>
  );
}

import { coachPhotos } from 'virtual:site-images';
import type { Coach } from '../../content/types';
import { useWords } from '../../content/useWords';
import { Picture } from '../../components/Picture';
import { CoachMonogram } from './CoachMonogram';

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

/**
 * A coach's photo (from their line in photos.ts), or until there is one their monogram in the
 * same frame. Never a drawn face, so it never passes for the person.
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
  return <CoachMonogram name={coach.name} sx={frameSx} />;
}

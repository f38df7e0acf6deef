import type { CoachId } from './coaches';
import type { PhotoLine } from './types';

/**
 * The business's own photos (README "Images"). Put the file (JPEG or PNG, any size) in
 * src/assets/photos/ and add one line here; `npm run build` makes AVIF and WebP in 2–3 widths,
 * cropped around `focus`. A hero scene or coach without a line keeps the generated art or the
 * coach's monogram. For example:
 *
 *   { file: 'track.jpg', for: 'hero-track', alt: 'Athletes at the start line', focus: { x: 0.6, y: 0.4 } },
 *   { file: 'marcus.jpg', for: 'coach-marcus', alt: 'Marcus Reed, head coach', focus: { x: 0.5, y: 0.3 } },
 */
export const photos: readonly PhotoLine<CoachId>[] = [];

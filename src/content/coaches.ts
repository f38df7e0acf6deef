import type { Coach } from './types';
import marcus from '../assets/images/coach-marcus-320.webp?no-inline';
import dana from '../assets/images/coach-dana-320.webp?no-inline';
import luis from '../assets/images/coach-luis-320.webp?no-inline';
import keisha from '../assets/images/coach-keisha-320.webp?no-inline';
import tyler from '../assets/images/coach-tyler-320.webp?no-inline';

// `?no-inline`: the portraits are small enough that Vite would inline them into the page's
// JavaScript as base64; as files they load lazily and leave the script budget alone.

/**
 * PLACEHOLDER: the coaching staff. Names, roles and bios are stand-ins and the portraits are
 * illustrations (made by .tools/make-images.mjs); replace them with the real staff and photos.
 */
export const coaches = [
  {
    name: 'Marcus Reed',
    role: 'Founder & Head Performance Coach',
    bio: 'Former college running back and certified strength and conditioning specialist. Marcus designs every program we run and still coaches a camp group himself each summer.',
    image: marcus,
    imageAlt: 'Portrait of Marcus Reed',
  },
  {
    name: 'Dana Whitfield',
    role: 'Speed & Agility Coach',
    bio: 'All-conference sprinter turned sprint coach. Dana breaks acceleration into simple cues athletes feel on the first rep, and her groups post our biggest sprint gains.',
    image: dana,
    imageAlt: 'Portrait of Dana Whitfield',
  },
  {
    name: 'Luis Ortega',
    role: 'Strength & Conditioning Coach',
    bio: 'A decade in youth and college weight rooms. Luis teaches lifting technique patiently and adds load only when an athlete has earned it with clean form.',
    image: luis,
    imageAlt: 'Portrait of Luis Ortega',
  },
  {
    name: 'Keisha Morgan',
    role: 'Youth Development Coach',
    bio: 'Former college point guard and middle-school PE teacher. Keisha leads our youngest groups, where footwork, coordination and confidence are built through games.',
    image: keisha,
    imageAlt: 'Portrait of Keisha Morgan',
  },
  {
    name: 'Tyler Nguyen',
    role: 'Mobility & Injury Prevention Coach',
    bio: 'Certified athletic trainer who builds our warm-ups, landing mechanics and return-to-play progressions, so athletes spend their season on the field, not the bench.',
    image: tyler,
    imageAlt: 'Portrait of Tyler Nguyen',
  },
] as const satisfies readonly Coach[];

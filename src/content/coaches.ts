import type { Coach } from './types';

/**
 * PLACEHOLDER: the coaching staff. Names, roles and bios are stand-ins and there are no photos
 * yet (each shows a "photo to come" portrait); replace them with the real staff, and add each
 * coach's photo with a line in photos.ts (README "Images").
 */
export const coaches = [
  {
    id: 'marcus',
    name: 'Marcus Reed',
    role: 'Founder & Head Performance Coach',
    bio: 'Former college running back and certified strength and conditioning specialist. Marcus designs every program we run and still coaches a camp group himself each summer.',
  },
  {
    id: 'dana',
    name: 'Dana Whitfield',
    role: 'Speed & Agility Coach',
    bio: 'All-conference sprinter turned sprint coach. Dana breaks acceleration into simple cues athletes feel on the first rep, and her groups post our biggest sprint gains.',
  },
  {
    id: 'luis',
    name: 'Luis Ortega',
    role: 'Strength & Conditioning Coach',
    bio: 'A decade in youth and college weight rooms. Luis teaches lifting technique patiently and adds load only when an athlete has earned it with clean form.',
  },
  {
    id: 'keisha',
    name: 'Keisha Morgan',
    role: 'Youth Development Coach',
    bio: 'Former college point guard and middle-school PE teacher. Keisha leads our youngest groups, where footwork, coordination and confidence are built through games.',
  },
  {
    id: 'tyler',
    name: 'Tyler Nguyen',
    role: 'Mobility & Injury Prevention Coach',
    bio: 'Certified athletic trainer who builds our warm-ups, landing mechanics and return-to-play progressions, so athletes spend their season on the field, not the bench.',
  },
] as const satisfies readonly Coach[];

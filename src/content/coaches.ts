import type { Coach } from './types';

/**
 * PLACEHOLDER: the coaching staff. Names are stand-ins (their roles and bios are in each
 * language's home words) and there are no photos yet (each shows a monogram of their initials);
 * replace them with the real staff, and add each coach's photo with a line in photos.ts (README
 * "Images").
 */
export const coaches = [
  { id: 'marcus', name: 'Marcus Reed' },
  { id: 'dana', name: 'Dana Whitfield' },
  { id: 'luis', name: 'Luis Ortega' },
  { id: 'keisha', name: 'Keisha Morgan' },
  { id: 'tyler', name: 'Tyler Nguyen' },
] as const satisfies readonly Coach[];

export type CoachId = (typeof coaches)[number]['id'];

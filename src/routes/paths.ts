/** Every route of the site in one place, so links never spell a path twice. */
export const paths = {
  home: '/',
  proDevCamp: '/pro-dev-camp',
  registration: '/registration',
  success: '/success',
} as const;

/** Section anchors on the home page; the header and buttons scroll to them. */
export const homeSections = {
  mission: 'mission',
  program: 'program',
  team: 'team',
  signup: 'signup',
} as const;

export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

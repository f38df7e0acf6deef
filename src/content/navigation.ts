import { homeSections, paths, type HomeSection } from '../routes/paths';

/** The header's items (SPEC §2 shared layout), the same on wide screens and in the mobile menu. */
export const headerNav = {
  sections: [
    { label: 'Mission', section: homeSections.mission },
    { label: 'Training', section: homeSections.program },
    { label: 'Coaches', section: homeSections.team },
  ] satisfies { label: string; section: HomeSection }[],
  camp: { label: 'Pro Dev Camp', to: paths.proDevCamp },
  cta: { label: 'Start Training', section: homeSections.signup },
  navLabel: 'Main',
  menuLabel: 'Menu',
  skipLink: 'Skip to main content',
  homeLabel: 'home',
} as const;

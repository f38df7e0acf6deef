import { routeTable } from './routeTable';

type PagePath = Exclude<(typeof routeTable)[number], { path: '*' }>;

/** The path of every page by route id, from the route table, so links never spell a path. */
export const paths = Object.fromEntries(
  routeTable.filter((route) => route.path !== '*').map((route) => [route.id, route.path]),
) as { readonly [Route in PagePath as Route['id']]: Route['path'] };

/** Section anchors on the home page; the header and buttons scroll to them. */
export const homeSections = {
  mission: 'mission',
  program: 'program',
  team: 'team',
  signup: 'signup',
} as const;

export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

/** `stepform/router`: keeps the wizard's step in the URL with react-router (an optional peer). */
export { routerNavigation } from './router/routerNavigation.ts';
export type { RouterNavigationOptions } from './router/routerNavigation.ts';

/** `stepform/router`: keeps the wizard's step in the URL with react-router (an optional peer). */
export { routerNavigation } from './adapters/routerNavigation';
export type { RouterNavigationOptions } from './adapters/routerNavigation';

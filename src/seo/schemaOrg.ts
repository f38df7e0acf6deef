import { siteOrigin } from '../app/siteRoutes';

/** The `@context` of every schema.org object. */
export const schemaContext = 'https://schema.org';

/** An absolute URL on the site's public origin. */
export const absoluteUrl = (path: string) => new URL(path, siteOrigin).href;

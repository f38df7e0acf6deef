export { absoluteUrl } from './siteOrigin';

/** The `@context` of every schema.org object. */
export const schemaContext = 'https://schema.org';

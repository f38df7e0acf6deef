// Bundlers replace it (Vite, webpack, esbuild, Rollup's replace plugin), and fold what reads it.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Whether this is not a production build. The meta-check runs only then, and the kinds' property
 * schemas it reads (`KindDefinition.properties`) exist only then: a production bundle ships
 * neither, which keeps zod's unions and records out of the browser.
 */
export const inDevelopment = process.env.NODE_ENV !== 'production';

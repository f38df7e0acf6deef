/** PLACEHOLDER: the site's public origin, for canonical URLs, the sitemap and link previews. */
export const siteOrigin = 'https://www.elevate-athletics.example';

/** An absolute URL on the site's public origin. */
export const absoluteUrl = (path: string) => new URL(path, siteOrigin).href;

import { useLocation } from 'react-router-dom';
import { business } from '../content/business';
import { useWords } from '../content/useWords';
import { alternatePaths, pathInLanguage } from '../routes/routeTable';
import { useLanguage } from '../routes/useLanguage';
import { absoluteUrl } from './siteOrigin';

export interface PageHeadProps {
  readonly title: string;
  /**
   * What the browser tab and screen readers show as the document title, when it says more than
   * `title` (e.g. the registration's current step); link previews keep `title`.
   */
  readonly documentTitle?: string;
  readonly description: string;
  /** Asks search engines not to index the page (not-found and error pages); no canonical URL. */
  readonly noindex?: boolean;
  /** schema.org objects, written as JSON-LD. */
  readonly structuredData?: readonly object[];
}

// JSON-LD sits inside <script>; "<" escaped keeps a string like "</script>" from closing it.
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * A page's head: title, description, canonical URL, the page in each language (`hreflang`, with
 * English as `x-default`), Open Graph and Twitter tags, JSON-LD.
 * React 19 hoists `<title>`, `<meta>` and `<link>` into `<head>` wherever they are rendered, in
 * the prerender as in the browser, and removes them when the page unmounts, so after a
 * client-side navigation the head is the new page's alone. The canonical URL is the current
 * path on the public origin (without the query), `/es` spelled `/es/`. JSON-LD stays in the page's markup, where
 * search engines read it as well.
 */
export function PageHead({
  title,
  documentTitle = title,
  description,
  noindex = false,
  structuredData = [],
}: PageHeadProps) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const site = useWords('site');
  const url = absoluteUrl(pathInLanguage(pathname, language));
  const image = absoluteUrl('/og-image.jpg');
  // A page not meant to be indexed has no alternates either.
  const alternates = noindex
    ? []
    : alternatePaths(pathname).map(({ hrefLang, path }) => ({ hrefLang, href: absoluteUrl(path) }));
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content={site.ogLocale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${business.name}: ${site.business.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
        />
      ))}
    </>
  );
}

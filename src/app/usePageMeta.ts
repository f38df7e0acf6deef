import { useContext, useEffect } from 'react';
import { PageHeadContext, type PageHead } from './PageHeadContext';

function headMeta(name: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title and meta description of the current route; with `noindex`, also asks
 * search engines not to index it (removed again when the route unmounts). While prerendering,
 * reports all of it, structured data included, to the page head collector instead.
 */
export function usePageMeta(
  title: string,
  description: string,
  options?: Pick<PageHead, 'noindex' | 'structuredData'>,
) {
  const noindex = options?.noindex ?? false;
  const reportHead = useContext(PageHeadContext);
  reportHead?.({ title, description, ...options });

  useEffect(() => {
    document.title = title;
    headMeta('description').content = description;
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    const robots = headMeta('robots');
    robots.content = 'noindex';
    return () => robots.remove();
  }, [noindex]);
}

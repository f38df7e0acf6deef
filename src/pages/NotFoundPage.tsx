import { usePageMeta } from '../app/usePageMeta';
import { notFoundPage } from '../content/notFound';
import { NotFoundPanel } from '../sections/notFound/NotFoundPanel';

export function NotFoundPage() {
  usePageMeta(notFoundPage.meta.title, notFoundPage.meta.description, { noindex: true });
  return <NotFoundPanel />;
}

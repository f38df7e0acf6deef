import { notFoundPage } from '../content/notFound';
import { PageHead } from '../seo/PageHead';
import { NotFoundPanel } from '../sections/notFound/NotFoundPanel';

export function NotFoundPage() {
  return (
    <>
      <PageHead {...notFoundPage.meta} noindex />
      <NotFoundPanel />
    </>
  );
}

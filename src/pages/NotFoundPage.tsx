import { useWords } from '../content/useWords';
import { PageHead } from '../seo/PageHead';
import { NotFoundPanel } from '../sections/notFound/NotFoundPanel';

export function NotFoundPage() {
  const { meta } = useWords('notFound');
  return (
    <>
      <PageHead {...meta} noindex />
      <NotFoundPanel />
    </>
  );
}

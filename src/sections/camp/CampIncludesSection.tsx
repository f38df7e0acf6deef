import { useWords } from '../../content/useWords';
import { CheckList } from '../../components/CheckList';
import { PageSection } from '../../components/PageSection';

/** The 12 things the camp includes. */
export function CampIncludesSection() {
  const { includes: campIncludes } = useWords('camp');
  return (
    <PageSection title={campIncludes.title} tone="dark">
      <CheckList items={campIncludes.items} columns={3} />
    </PageSection>
  );
}

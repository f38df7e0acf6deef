import { useSearchParams } from 'react-router-dom';
import { useIsHydrated } from '../hooks/useIsHydrated';
import { useWords } from '../content/useWords';
import { PageHead } from '../seo/PageHead';
import { SuccessPanel } from '../sections/success/SuccessPanel';
import { orderIdFromSessionId } from '../sections/success/orderIdFromSessionId';

export function SuccessPage() {
  const [searchParams] = useSearchParams();
  // The static page is the same for every visitor; the Order ID appears once the browser runs.
  const hydrated = useIsHydrated();
  const { meta } = useWords('success');
  const orderId = hydrated ? orderIdFromSessionId(searchParams.get('session_id')) : undefined;
  return (
    <>
      <PageHead {...meta} />
      <SuccessPanel orderId={orderId} />
    </>
  );
}

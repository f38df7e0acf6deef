import { useSearchParams } from 'react-router-dom';
import { useIsHydrated } from '../hooks/useIsHydrated';
import { usePageMeta } from '../app/usePageMeta';
import { successPage } from '../content/success';
import { SuccessPanel } from '../sections/success/SuccessPanel';
import { orderIdFromSessionId } from '../sections/success/orderIdFromSessionId';

export function SuccessPage() {
  usePageMeta(successPage.meta.title, successPage.meta.description);
  const [searchParams] = useSearchParams();
  // The static page is the same for every visitor; the Order ID appears once the browser runs.
  const hydrated = useIsHydrated();
  const orderId = hydrated ? orderIdFromSessionId(searchParams.get('session_id')) : undefined;
  return <SuccessPanel orderId={orderId} />;
}

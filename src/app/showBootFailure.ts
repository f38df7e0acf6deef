import { bootStatusAttribute } from '../components/bootStatusAttribute';

/**
 * Shows, in the prerendered page, that its scripts did not load: the boot status
 * (src/components/BootStatus.tsx) of the page if it has one (the registration's, in place of
 * "Loading the form…"), else the layout's. Plain DOM: React is among what did not load. Try
 * again loads the page anew, since in this document a script that failed stays failed.
 */
export function showBootFailure() {
  const status =
    document.querySelector<HTMLElement>(`[${bootStatusAttribute}="page"]`) ??
    document.querySelector<HTMLElement>(`[${bootStatusAttribute}="site"]`);
  const failure = status?.querySelector<HTMLElement>('[role="alert"]');
  if (!status || !failure) return;
  status.querySelector<HTMLElement>('[role="status"]')?.setAttribute('hidden', '');
  status.hidden = false;
  failure.hidden = false;
  failure.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

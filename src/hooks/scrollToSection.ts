import { prefersReducedMotion } from './usePrefersReducedMotion';

/**
 * Scrolls a home-page section into view below the fixed header (the html element's
 * scroll-padding-top does the offset) and moves keyboard focus to it, so the next Tab continues
 * from there. Smooth unless the visitor prefers reduced motion. Returns false if there is no such
 * section on the page.
 */
export function scrollToSection(id: string, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    block: 'start',
  });
  target.focus({ preventScroll: true });
  return true;
}

import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { HomeSection } from '../routes/paths';
import { usePaths } from '../routes/useLanguage';
import { scrollToSection } from './scrollToSection';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Props for a router link to a home-page section: spread them on a `component={RouteLink}`
 * Button or Link. On the home page a click scrolls (smoothly) instead of navigating; elsewhere it
 * is an ordinary router navigation to `/#section`, which the home page lands on (useHashLanding).
 *
 * @example
 * const sectionLink = useSectionLink();
 * <Button component={RouteLink} {...sectionLink('signup')}>Start Training</Button>
 */
export function useSectionLink() {
  const { pathname } = useLocation();
  const paths = usePaths();
  return (section: HomeSection, onChoose?: () => void) => ({
    to: { pathname: paths.home, hash: `#${section}` },
    onClick: (event: MouseEvent<HTMLElement>) => {
      onChoose?.();
      if (pathname !== paths.home || !isPlainLeftClick(event)) return;
      if (scrollToSection(section)) event.preventDefault();
    },
  });
}

import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/**
 * What a test reads of, and does to, the router it rendered: the current location, and
 * navigation (a path, or -1 and 1 for Back and Forward). Render `probe.element` inside the router.
 */
export interface RouterProbe {
  readonly element: React.ReactElement;
  readonly location: Location;
  navigate(to: string | number): Promise<void>;
}

export function createRouterProbe(): RouterProbe {
  let location: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  function Probe() {
    const current = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      location = current;
      navigateTo = navigate;
    });
    return null;
  }
  return {
    element: <Probe />,
    get location() {
      if (!location) throw new Error('The router probe is not rendered');
      return location;
    },
    async navigate(to) {
      if (!navigateTo) throw new Error('The router probe is not rendered');
      await (typeof to === 'number' ? navigateTo(to) : navigateTo(to));
    },
  };
}

import type { Plugin } from 'vite';

/** react-router's code, as its package's `exports` give it to a bundler: its development build. */
const developmentBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;
const warningsOn = 'var ENABLE_DEV_WARNINGS = true;';
/** A component made at the top of a module: `var Form = React10.forwardRef(`. */
const componentMade = /= (React\d*\.forwardRef\()/g;
/** A name given for React's developer tools, on a line of its own: `Form.displayName = "Form";`. */
const namedForDevTools = /^\w+\.displayName = "[^"]*";$/gm;

/**
 * Leaves out of the build the react-router code no page runs:
 * - its development warnings. The package ships its code twice, identical but for one flag that
 *   turns them off (dist/production), yet its `exports` name only the build with them on, so
 *   every page carried their code and texts (0.4 kB gzip). The flag is turned off here.
 * - the components the site never renders (`Form`, `NavLink`, `ScrollRestoration`, `Await`…). Each
 *   is made by a call at the top of its module and then named for React's developer tools, and a
 *   bundler keeps what a call or an assignment there might do, so every page carried all of them
 *   (1.8 kB gzip). The calls are marked pure, as React's own `forwardRef` is, and the names go:
 *   what nothing imports is then dropped.
 *
 * In the build alone; the dev server and the tests keep react-router as it ships. Should a new
 * react-router change these lines, nothing breaks, and tests/build/leftOutOfTheBuild.test.ts
 * fails.
 */
export function reactRouterOnlyWhatIsUsed(): Plugin {
  return {
    name: 'react-router-only-what-is-used',
    apply: 'build',
    transform: {
      filter: { id: developmentBuild },
      handler: (code) => ({
        code: code
          .replace(warningsOn, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(componentMade, '= /* @__PURE__ */ $1')
          .replace(namedForDevTools, ''),
        map: null,
      }),
    },
  };
}

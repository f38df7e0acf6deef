/**
 * The site's test files that replace a module with `vi.mock`: they run in the `site-swaps`
 * project, each in a fresh module graph (vite.config.ts says why). A new one belongs here;
 * tests/unit/testProjects.test.ts fails until it is.
 */
export const swapAModule = [
  'tests/unit/build/prerenderRenderError.test.tsx',
  'tests/unit/build/prerenderSchemaError.test.tsx',
  'tests/unit/build/prerenderTranslations.test.ts',
  'tests/component/app/routeErrors.test.tsx',
];

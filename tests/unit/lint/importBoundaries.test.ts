/**
 * The import rules of `.config/eslint.config.js`, proved on one-line files: each layer's forbidden
 * import is reported, and the allowed one is not. See README "Folders".
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: '.config/eslint.config.js' });

async function restrictedImportsIn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const cases: { file: string; forbidden: string[]; allowed: string[] }[] = [
  {
    file: 'src/form-engine/core/example.ts',
    forbidden: ["'react'", "'@mui/material/Box'", "'react-hook-form'", "'../react/FormWizard'"],
    allowed: ["'zod/mini'", "'./types'"],
  },
  {
    file: 'src/form-engine/react/Example.tsx',
    forbidden: [
      "'react-router-dom'",
      "'../adapters/routerNavigation'",
      "'../../app/theme'",
      "'../fields/TextInputField'",
    ],
    allowed: ["'react'", "'@mui/material/Box'", "'../core/types'"],
  },
  {
    file: 'src/form-engine/fields/Example.tsx',
    forbidden: ["'react-router-dom'", "'../../../form-schema/registration'"],
    allowed: ["'../react/WizardContext'"],
  },
  {
    file: 'src/form-engine/adapters/example.ts',
    forbidden: ["'../../content/business'"],
    allowed: ["'react-router-dom'", "'../react/WizardNavigation'"],
  },
  {
    file: 'src/pages/Example.tsx',
    forbidden: [
      "'../form-engine/core/compileForm'",
      "'../form-engine/react/FormWizard'",
      "'../form-engine'",
    ],
    allowed: ["'stepform'", "'stepform/kinds'", "'stepform/router'"],
  },
  {
    file: 'src/app/example.tsx',
    forbidden: ["'../pages/HomePage'"],
    allowed: ["'../routes/routeTable'", "'../components/RouteErrorPage'", "'../theme/theme'"],
  },
  {
    file: 'src/sections/home/Example.tsx',
    forbidden: ["'../../app/SiteHeader'", "'../../pages/HomePage'", "'../../content/en/home'"],
    allowed: ["'../../components/PageSection'", "'../../theme/theme'", "'../../content/home'"],
  },
  {
    file: 'src/seo/example.ts',
    forbidden: ["'../components/Icon'", "'../hooks/useSectionLink'", "'../app/SiteLayout'"],
    allowed: ["'../content/business'", "'../routes/paths'"],
  },
  {
    file: 'src/hooks/example.ts',
    forbidden: ["'../content/business'", "'../theme/theme'"],
    allowed: ["'../routes/paths'"],
  },
  {
    file: 'src/content/example.ts',
    forbidden: ["'../app/SiteLayout'", "'../theme/theme'", "'../components/Icon'"],
    allowed: ["'../routes/paths'", "'./business'"],
  },
  {
    file: 'src/routes/example.ts',
    forbidden: ["'../content/business'", "'../seo/siteOrigin'"],
    allowed: ["'./routeTable'"],
  },
  {
    file: 'form-schema/example.ts',
    forbidden: ["'../src/form-engine/core/defineForm'", "'zod'", "'react'"],
    allowed: ["'stepform'", "'stepform/kinds'"],
  },
  {
    file: 'tests/component/example.tsx',
    forbidden: ["'../../src/form-engine/core/createCompletionTracker'"],
    allowed: ["'stepform/testing'"],
  },
  {
    // The build's configuration runs no site code: its plugins read site files when they run.
    file: '.tools/images/example.ts',
    forbidden: ["'../../src/content/photos'", "'../../src/content/campFacts'"],
    allowed: ["'../../src/theme/brandColors'", "'sharp'"],
  },
];

describe('import boundaries (lint)', () => {
  it('lets any module import the type of a words module, never its code', async () => {
    const typeImport = `import type { words } from '../../content/en/home';\nexport type W = typeof words;\n`;
    expect(await restrictedImportsIn('src/sections/home/Example.tsx', typeImport)).toEqual([]);
  });

  for (const { file, forbidden, allowed } of cases) {
    it.each(forbidden)(`${file} may not import %s`, async (specifier) => {
      expect(
        await restrictedImportsIn(file, `import x from ${specifier};\nexport default x;\n`),
      ).toHaveLength(1);
    });
    it.each(allowed)(`${file} may import %s`, async (specifier) => {
      expect(
        await restrictedImportsIn(file, `import x from ${specifier};\nexport default x;\n`),
      ).toEqual([]);
    });
  }
});

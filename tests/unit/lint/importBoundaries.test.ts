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
    file: 'src/form-engine/schema/example.ts',
    forbidden: ["'react'", "'../kind/kind.ts'", "'../rules/rules.ts'"],
    allowed: ["'./check.ts'"],
  },
  {
    file: 'src/form-engine/compiler/example.ts',
    forbidden: [
      "'react'",
      "'@mui/material/Box'",
      "'react-hook-form'",
      "'../wizard/FormWizard.tsx'",
      "'../gate/createCompletionTracker.ts'",
    ],
    allowed: ["'zod/mini'", "'../schema/types.ts'", "'../meta-check/validateFormSpec.ts'"],
  },
  {
    file: 'src/form-engine/field/Example.tsx',
    forbidden: [
      "'react-router-dom'",
      "'../router/routerNavigation.ts'",
      "'../../app/theme'",
      "'../kinds/text/TextInputField.tsx'",
      "'../wizard/FormWizard.tsx'",
    ],
    allowed: [
      "'react'",
      "'@mui/material/Box'",
      "'../schema/types.ts'",
      "'../gate/createCompletionTracker.ts'",
    ],
  },
  {
    file: 'src/form-engine/kinds/Example.tsx',
    // The built-in kinds are made as a kind of your own is: from the package's entries alone.
    forbidden: [
      "'react-router-dom'",
      "'../../../form-schema/registration'",
      "'../wizard/FormWizard.tsx'",
      "'../field/fieldProps.ts'",
      "'../field/WizardContext.ts'",
      "'../compiler/groupRows.ts'",
    ],
    allowed: ["'../index.ts'", "'../parts.ts'", "'../json-schema.ts'", "'react'"],
  },
  {
    file: 'src/form-engine/wizard/Example.tsx',
    forbidden: [
      "'react-router-dom'",
      "'../kinds/text/TextInputField.tsx'",
      "'../testing/gatingCases.ts'",
    ],
    allowed: ["'../keeping/StartOver.tsx'", "'../field/WizardContext.ts'"],
  },
  {
    file: 'src/form-engine/router/example.ts',
    forbidden: ["'../../content/business'", "'../field/WizardContext.ts'"],
    allowed: ["'react-router-dom'", "'../wizard/WizardNavigation.ts'"],
  },
  {
    file: 'src/pages/Example.tsx',
    forbidden: [
      "'../form-engine/compiler/compileForm'",
      "'../form-engine/wizard/FormWizard'",
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
    forbidden: [
      "'../src/form-engine/kind/defineForm'",
      "'zod'",
      "'react'",
      "'../src/content/business'",
      "'../src/content/coaches'",
    ],
    // The camp's facts, their phrases and season: the registration's age check reads them.
    allowed: [
      "'stepform'",
      "'stepform/kinds'",
      "'../src/content/campFacts'",
      "'../src/content/campPhrases.en'",
      "'../src/content/campSeason'",
    ],
  },
  {
    file: 'tests/component/example.tsx',
    forbidden: [
      "'../../src/form-engine/gate/createCompletionTracker'",
      "'../../src/form-engine'",
      "'../../src/form-engine/index.ts'",
    ],
    // The engine's test kit is test code the site's tests share, not the engine's API.
    allowed: ["'stepform/testing'", "'../../src/form-engine/test-kit/renderWizard.tsx'"],
  },
  {
    // No room of the engine uses the tests' kit: it is not shipped.
    file: 'src/form-engine/wizard/Example.tsx',
    forbidden: ["'../test-kit/stars.tsx'"],
    allowed: ["'../keeping/StartOver.tsx'"],
  },
  {
    // A test of the engine is the package's own: any room, the entries and the test kit, by path.
    file: 'src/form-engine/compiler/example.test.tsx',
    forbidden: ["'../../content/business'", "'../../../form-schema/registration'"],
    allowed: [
      "'../wizard/FormWizard.tsx'",
      "'../index.ts'",
      "'../test-kit/renderWizard.tsx'",
      "'react'",
      "'react-router-dom'",
    ],
  },
  {
    file: 'src/form-engine/test-kit/example.tsx',
    forbidden: ["'../../content/business'"],
    allowed: ["'../wizard/FormWizard.tsx'", "'react-router-dom'"],
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

/**
 * The build's first step: every form of form-schema/forms.ts passes its checks (the meta-check,
 * and a catalog with every text for each other language of the site), and so does the engine's
 * example form (src/form-engine/example, in English and French), or the build stops naming form,
 * step and field. It runs in a process of its own, before Vite's, because the meta-check is
 * a development tool: a production build leaves out the kinds' property schemas it reads
 * (src/form-engine/README.md "Where a mistake fails"), and Vite makes its process a production one.
 */
import process from 'node:process';

// A development process whatever the host sets (some set NODE_ENV=production for every step),
// before the engine reads it.
process.env.NODE_ENV = 'development';
const { formProblems } = await import('./lib/formProblems.ts');
const { forms } = await import('../form-schema/forms.ts');
const { defaultLanguage, languages } = await import('../src/routes/routeTable.ts');

// The engine's example form is checked with the site's, in its own other languages.
const { clinicApplicationEntry } =
  await import('../src/form-engine/example/clinicApplicationEntry.ts');
const problems = [
  ...formProblems(
    forms,
    languages.filter((language) => language !== defaultLanguage),
  ),
  ...formProblems([clinicApplicationEntry], ['fr', 'ko']),
];
if (problems.length > 0) {
  console.error(`\nA form's problems:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}

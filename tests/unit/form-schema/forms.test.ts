/**
 * Every form in form-schema/ is listed in form-schema/forms.ts, and every listed form passes its
 * checks (the meta-check, every text in each catalog): the same checks `npm run build` runs, so
 * a second form missing a Spanish text fails here, naming form, step and field.
 */
import { describe, expect, it } from 'vitest';
import { checkForm } from 'stepform/checks';
import { forms } from '../../../form-schema/forms';
import { defaultLanguage, languages } from '../../../src/routes/routeTable';

const modules = import.meta.glob<Record<string, unknown>>('../../../form-schema/*.ts', {
  eager: true,
});

/** A form schema by its shape: an id and a list of steps with fields. */
const isForm = (value: unknown): value is { id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  Array.isArray((value as { steps?: unknown }).steps);

describe('the forms of form-schema/', () => {
  it('are all listed in form-schema/forms.ts', () => {
    const listed = new Set<unknown>(forms.map((entry) => entry.form));
    const defined = Object.entries(modules).flatMap(([path, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isForm(value))
        .map(([name, value]) => ({ where: `${path} › ${name}`, value })),
    );
    expect(defined.length).toBeGreaterThan(0);
    expect(defined.filter(({ value }) => !listed.has(value)).map(({ where }) => where)).toEqual([]);
  });

  it.each(forms.map((entry) => [entry.form.id, entry] as const))(
    '"%s" passes the meta-check and is fully translated into every language of the site',
    (_id, entry) => {
      const catalogs = languages.filter((language) => language !== defaultLanguage);
      expect(() => checkForm(entry, { catalogs })).not.toThrow();
    },
  );
});

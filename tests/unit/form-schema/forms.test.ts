/**
 * Every form in form-schema/ is listed in form-schema/forms.ts, and every listed form passes its
 * checks (the meta-check, every text in each catalog): the same checks `npm run build` runs, so
 * a second form missing a Spanish text fails here, naming form, step and field. The JSON Schema
 * the build writes for each (dist/<id>.schema.json) takes what its wizard takes and refuses what
 * it refuses, judged on the form's samples, generated cases and near misses (stepform/testing's
 * checkJSONSchema).
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { compileForm } from 'stepform';
import { checkForm } from 'stepform/checks';
import { checkJSONSchema } from 'stepform/testing';
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

  it.each(forms.map((entry) => [entry.form.id, entry] as const))(
    '"%s" has a JSON Schema as strict as its wizard, and no check it cannot say',
    (_id, { kit, form }) => {
      // `format` (e-mail, date) is an annotation: the wizard leaves it to the browser's input.
      const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
      const result = checkJSONSchema(compileForm(kit, form), (schema) => ajv.compile(schema));
      expect(result.disagreements).toEqual([]);
      // The registration's own rules only warn (form-schema/registrationKit.ts): nothing it
      // refuses is left unsaid. A form with such a check lists it here.
      expect(result.unsaid).toEqual([]);
    },
  );
});

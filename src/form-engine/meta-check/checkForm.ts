import type { FormKit } from '../kind/createFormKit.ts';
import type { KindRegistry } from '../kind/kind.ts';
import { resolveKindWords, type KindWords } from '../kind/kindWords.ts';
import { defaultLanguageOf, missingTranslations } from '../translation/localizeForm.ts';
import type { FormSpec, Text } from '../schema/types.ts';
import { FormSpecError } from './FormSpecError.ts';
import { validateFormSpec } from './validateFormSpec.ts';
import type { FormTranslation } from '../translation/formTranslation.ts';
import { withTranslation } from '../translation/withTranslation.ts';

/**
 * A form with its kit and its catalogs by language, as a project lists its forms for checking;
 * `satisfies FormEntry<typeof form>` holds each catalog to its own form.
 */
export interface FormEntry<Spec extends FormSpec<Text> = FormSpec<Text>> {
  // Any kit: a list of forms holds kits of different kinds side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly kit: FormKit<KindRegistry, any>;
  readonly form: Spec;
  readonly translations?: { readonly [language: string]: FormTranslation<Spec> };
}

/**
 * Any form's entry, as `checkForm` takes it: an entry of a list of forms (a union of entries of
 * different forms) is one, where no single `FormEntry<Spec>` would be. Each catalog was held to
 * its own form where the entry was written (`FormEntry<typeof form>`).
 */
export interface AnyFormEntry {
  // Any kit: a list of forms holds kits of different kinds side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly kit: FormKit<KindRegistry, any>;
  readonly form: FormSpec<Text>;
  readonly translations?: { readonly [language: string]: object };
}

/** What `checkForm` also asks of a form. */
export interface CheckFormOptions {
  /**
   * The languages the form must have a catalog for: the project's languages but the schema's own.
   * A language without one would show the form in the schema's language.
   */
  readonly catalogs?: readonly string[];
}

/**
 * Runs the meta-check on a form and checks that each of its catalogs translates every text (and
 * that it has a catalog for each language of `options.catalogs`), and that each kind of its kit
 * has words in each of its languages (shipped by the kind, or in the catalog's `kinds`), so a
 * form missing a Spanish text fails a test or a build instead of showing English.
 *
 * @throws {@link FormSpecError} listing every problem, each naming form, step and field, e.g.
 * `trip › step "dates" › field "end" › label: es`, `trip: no es catalog`, or
 * `trip: kind "rating" has no words in es: stars`.
 */
export function checkForm(entry: AnyFormEntry, options: CheckFormOptions = {}): void {
  validateFormSpec(entry.kit, entry.form);
  const uncatalogued = (options.catalogs ?? [])
    .filter((language) => !entry.translations?.[language])
    .map((language) => `${entry.form.id}: no ${language} catalog`);
  const untranslated = Object.entries(entry.translations ?? {}).flatMap(([language, catalog]) =>
    missingTranslations(
      withTranslation(
        entry.form,
        language,
        catalog as FormTranslation<FormSpec<Text>>,
      ) as unknown as FormSpec<Text>,
      [language],
    ).map((text) => `${text} is missing from the ${language} catalog`),
  );
  // Each language the form is shown in: its own, and each catalog's, whose `kinds` may give words.
  const wordless = [
    [defaultLanguageOf(entry.form), undefined] as const,
    ...Object.entries(entry.translations ?? {}),
  ].flatMap(([language, catalog]) =>
    resolveKindWords(
      entry.kit.kinds,
      language,
      (catalog as { readonly kinds?: Readonly<Record<string, Partial<KindWords>>> } | undefined)
        ?.kinds,
    ).missing.map((line) => `${entry.form.id}: ${line}`),
  );
  const problems = [...untranslated, ...uncatalogued, ...wordless];
  if (problems.length > 0) throw new FormSpecError(problems);
}

/**
 * The registration's Spanish (form-schema/registration.es.ts): complete, in Spanish, and changing
 * nothing that is submitted. That a missing text fails type-checking is the catalog type's job
 * (src/form-engine/translation/withTranslation.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { forms } from '../../../form-schema/forms';
import { usStates } from '../../../form-schema/usStates';
import { campFacts } from '../../../src/content/campFacts';
import type { CompiledForm, FormSpec } from 'stepform';
import { checkForm } from 'stepform/checks';
import { sampleValues } from 'stepform/testing';
import { registrationIn } from '../../support/registration';

const compiledEnglish = registrationIn('en');
const english = compiledEnglish.spec;
// Asked by names read from its own fields (strings), not by typed paths (see `InputPath`).
const compiledSpanish: CompiledForm = registrationIn('es');
const spanish = compiledSpanish.spec;
/**
 * Each check of the Spanish form that uses `rule`, with its field: found by the rule, not by a
 * field's name, so the schema may add or drop fields. At least one, or the rule is unused.
 */
function spanishChecksOf(rule: string) {
  const found = [...compiledSpanish.fields.values()].flatMap(({ field }) =>
    (field.checks ?? []).filter((check) => check.rule === rule).map((check) => ({ field, check })),
  );
  if (found.length === 0) throw new Error(`no field of the registration uses the rule "${rule}"`);
  return found;
}

/** Every text of a compiled form with where it is, in schema order. */
function textsOf(spec: FormSpec): [string, string][] {
  const texts: [string, string][] = [['title', spec.title]];
  for (const step of spec.steps) {
    texts.push([`${step.id} title`, step.title]);
    if (step.description) texts.push([`${step.id} description`, step.description]);
    for (const field of step.fields) {
      for (const key of ['label', 'helperText', 'placeholder', 'requiredMessage', 'fullText']) {
        const text = (field as unknown as Record<string, string | undefined>)[key];
        if (text !== undefined) texts.push([`${field.name} ${key}`, text]);
      }
      // A plain-string option is its own label.
      for (const option of field.options ?? []) {
        if (typeof option === 'string') texts.push([`${field.name} ${option}`, option]);
        else texts.push([`${field.name} ${option.value}`, option.label]);
      }
      field.checks?.forEach((check, index) =>
        texts.push([`${field.name} check ${index + 1}`, check.message]),
      );
    }
  }
  return texts;
}

describe('the registration in Spanish', () => {
  it('has every text of the English form', () => {
    for (const entry of forms) expect(() => checkForm(entry)).not.toThrow();
    expect(textsOf(spanish).map(([where]) => where)).toEqual(
      textsOf(english).map(([where]) => where),
    );
  });

  it('leaves no English text as it was, but the names both languages share', () => {
    const shared = new Set<string>([...usStates.map((state) => state.label), 'Golf', 'Lacrosse']);
    const englishTexts = new Map(textsOf(english));
    const unchanged = textsOf(spanish).filter(
      ([where, text]) => englishTexts.get(where) === text && !shared.has(text),
    );
    expect(unchanged).toEqual([]);
  });

  it('keeps the placeholders of check messages, e.g. {suggestion}', () => {
    const englishTexts = new Map(textsOf(english));
    const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];
    for (const [where, text] of textsOf(spanish)) {
      expect(placeholders(text), where).toEqual(placeholders(englishTexts.get(where)!));
    }
    for (const { check } of spanishChecksOf('emailDomain')) {
      expect(check.message).toBe('¿Quiso decir {suggestion}?');
    }
  });

  it('composes the camp dates and ages from the camp facts, in es-US', () => {
    const checks = spanishChecksOf('ageBetween');
    for (const { check } of checks) {
      expect(check.message).toContain(`de ${campFacts.minAge} a ${campFacts.maxAge} años`);
    }
    // The dates only while the season is on sale: once it has ended, the age is today's.
    const seasonOf = (args: unknown) => (args as { season?: string }).season;
    const onSale = checks.filter(({ check }) => seasonOf(check.args) === 'on-sale');
    const ended = checks.filter(({ check }) => seasonOf(check.args) === 'ended');
    expect(onSale.length).toBeGreaterThan(0);
    expect(ended.length).toBeGreaterThan(0);
    for (const { check } of onSale) {
      expect(check.message).toContain('(del 14 de julio al 15 de agosto de 2025)');
    }
    for (const { check } of ended) expect(check.message).toMatch(/hoy/);
  });

  it('submits what the English form submits, from the same answers', () => {
    const answers = sampleValues(compiledEnglish);
    expect(compiledSpanish.schema.parse(answers)).toEqual(compiledEnglish.schema.parse(answers));
  });

  it('keeps the registration rules working in Spanish', () => {
    const warningFor = (name: string, value: string) =>
      compiledSpanish.warningOf(name, { [name]: value })?.message;
    for (const { field } of spanishChecksOf('emailDomain')) {
      expect(warningFor(field.name, 'jane@gmial.com'), field.name).toBe(
        '¿Quiso decir jane@gmail.com?',
      );
    }
    for (const { field } of spanishChecksOf('usPhone')) {
      expect(warningFor(field.name, '555'), field.name).toMatch(/^Un teléfono de EE. UU./);
    }
  });
});

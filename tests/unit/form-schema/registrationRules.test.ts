/**
 * The registration's warnings (form-schema/README.md "What is the registration's own", its rules):
 * likely typos are named, never blocked. Each rule is tried through every field of the schema that
 * uses it, found by its checks (or, for ZIP codes, by its autocomplete token), so a field added or
 * removed changes nothing here; and through the compiled form as the wizard does: `warningOf`
 * after the field is left.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledForm, FieldSpec } from 'stepform';
import { englishWizardWords } from 'stepform/locales/en';
import { sampleStepValues, sampleValues } from 'stepform/testing';
import { campEndDate, campEndedFrom, campFacts } from '../../../src/content/campFacts';
import { registrationIn } from '../../support/registration';

// Asked by names read from its own fields (strings), not by typed paths (see `InputPath`).
const registration: CompiledForm = registrationIn();
const fields: FieldSpec[] = [...registration.fields.values()].map(({ field }) => field);
const warningFor = (field: FieldSpec, value: string) =>
  registration.warningOf(field.name, { [field.name]: value });

/** The fields whose checks use `rule`; at least one, or the rule is in the kit for nothing. */
function fieldsUsing(rule: string): FieldSpec[] {
  const using = fields.filter((field) => field.checks?.some((check) => check.rule === rule));
  if (using.length === 0) throw new Error(`no field of the registration uses the rule "${rule}"`);
  return using;
}

/** The ZIP code: the field a browser fills with the postal code. */
const zipCodes = fields.filter((field) => field.autoComplete === 'postal-code');

describe('registration warnings', () => {
  it('warns on every e-mail field and every phone field, and only warns', () => {
    expect(fieldsUsing('emailDomain')).toEqual(fields.filter((field) => field.kind === 'email'));
    expect(fieldsUsing('usPhone')).toEqual(fields.filter((field) => field.kind === 'tel'));
    const levels = fields.flatMap((field) => field.checks ?? []).map((check) => check.level);
    expect(new Set(levels)).toEqual(new Set(['warning']));
  });

  it('says when an e-mail does not look like an address', () => {
    for (const field of fieldsUsing('emailDomain')) {
      expect(warningFor(field, 'jane.example.com')?.message, field.name).toMatch(
        /does not look like an e-mail/,
      );
      expect(warningFor(field, 'jane@example.com'), field.name).toBeUndefined();
    }
  });

  it('suggests the likely domain of a misspelt common one', () => {
    for (const field of fieldsUsing('emailDomain')) {
      expect(warningFor(field, 'jane@gmial.com'), field.name).toEqual({
        rule: 'emailDomain',
        level: 'warning',
        message: 'Did you mean jane@gmail.com?',
        suggestion: 'jane@gmail.com',
      });
      expect(warningFor(field, 'sam@yaho.com')?.suggestion, field.name).toBe('sam@yahoo.com');
      expect(warningFor(field, 'jane@hotmail.con')?.suggestion, field.name).toBe(
        'jane@hotmail.com',
      );
      expect(warningFor(field, 'jane@gmail.com'), field.name).toBeUndefined();
      expect(warningFor(field, 'coach@ourclub.org'), field.name).toBeUndefined();
    }
  });

  it('says when a US phone number does not have 10 digits; a leading 1 or +1 is fine', () => {
    for (const field of fieldsUsing('usPhone')) {
      for (const phone of ['555-0199', '(555) 010-019', '12345678901234']) {
        expect(warningFor(field, phone)?.message, `${field.name} ${phone}`).toMatch(/10 digits/);
      }
      for (const phone of [
        '(555) 010-0199',
        '555.010.0199',
        '1 555 010 0199',
        '+1 (555) 010-0199',
      ]) {
        expect(warningFor(field, phone), `${field.name} ${phone}`).toBeUndefined();
      }
    }
  });

  it('reads a US phone number in the review as one, however it was typed, and submits it as typed', () => {
    for (const field of fieldsUsing('usPhone')) {
      const reading = (value: string) =>
        registration.kindOf(field).format!(value, field, englishWizardWords);
      for (const typed of ['9165550123', '916.555.0123', '(916)555-0123', '+1 916 555 0123']) {
        expect(reading(typed), `${field.name} ${typed}`).toBe('(916) 555-0123');
      }
      // Not a US number: shown as typed, its warning beside it in the review.
      expect(reading(' 555-0199 ')).toBe('555-0199');
      expect(reading('+44 20 7946 0958')).toBe('+44 20 7946 0958');
      expect(reading('')).toBe(englishWizardWords.notProvided);
    }
    // Only the reading changes: what is submitted is what was typed.
    const answers = sampleValues(registration);
    for (const field of fieldsUsing('usPhone')) answers[field.name] = '9165550123';
    const submitted = registration.schema.parse(answers) as Record<string, unknown>;
    for (const field of fieldsUsing('usPhone')) {
      expect(submitted[field.name], field.name).toBe('9165550123');
    }
  });

  // Its check is the schema's own pattern, not a kit rule: a test for each ZIP code field there is.
  for (const field of zipCodes) {
    it(`says when a ZIP code (${field.name}) is not 5 digits or ZIP+4`, () => {
      expect(warningFor(field, '9581')?.message).toMatch(/5 digits/);
      expect(warningFor(field, '95816-12')).toBeDefined();
      expect(warningFor(field, '95816')).toBeUndefined();
      expect(warningFor(field, '95816-1234')).toBeUndefined();
    });
  }

  it('says when a date of birth is in the future', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-15`;
    for (const field of fieldsUsing('notInFuture')) {
      expect(warningFor(field, nextYear)?.message).toMatch(/in the future/);
    }
  });

  describe("the camp's ages, on both sides of its last day (src/content/campSeason.ts)", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Born `age` years before `on` (`YYYY-MM-DD`), `dayShift` days later in the month. */
    const bornAged = (on: string, age: number, dayShift = 0) => {
      const [year, month, day] = on.split('-').map(Number) as [number, number, number];
      return `${year - age}-${String(month).padStart(2, '0')}-${String(day + dayShift).padStart(2, '0')}`;
    };
    const { minAge, maxAge } = campFacts;

    it("measures the age on the camp's first day while it is on sale, and says so", () => {
      // The evening of the last day, by the visitor's clock.
      vi.useFakeTimers({ now: new Date(`${campEndDate}T20:00`), toFake: ['Date'] });
      const on = campFacts.startDate;
      for (const field of fieldsUsing('ageBetween')) {
        expect(warningFor(field, bornAged(on, minAge))).toBeUndefined();
        expect(warningFor(field, bornAged(on, maxAge))).toBeUndefined();
        // One day short of the youngest age on the first day.
        const tooYoung = warningFor(field, bornAged(on, minAge, 1))?.message;
        expect(tooYoung).toMatch(/aged 10–17 when it starts \(July 14 to August 15, 2025\)/);
        expect(warningFor(field, bornAged(on, maxAge + 1))).toBeDefined();
      }
    });

    it('measures the age on the day of registering once it has ended, and says so', () => {
      // Over a year after the last day: an athlete's age on the first day is long past.
      const today = '2026-11-27';
      vi.useFakeTimers({ now: new Date(`${today}T09:00`), toFake: ['Date'] });
      expect(today > campEndedFrom).toBe(true);
      for (const field of fieldsUsing('ageBetween')) {
        // Old enough today, though too young on the first day of the season that has ended.
        expect(warningFor(field, bornAged(today, minAge))).toBeUndefined();
        expect(warningFor(field, bornAged(today, maxAge))).toBeUndefined();
        const tooYoung = warningFor(field, bornAged(today, minAge, 1))?.message;
        expect(tooYoung).toMatch(
          /aged 10–17, and with this date of birth the athlete is another age today/,
        );
        expect(tooYoung).not.toMatch(/2025|when it starts/);
        expect(warningFor(field, bornAged(today, maxAge + 1))).toBeDefined();
      }
    });
  });

  it('never blocks: a step whose every checked answer raises its warning is complete', () => {
    // One typo for each rule; each is proven to raise its field's warning below.
    const nextYear = `${new Date().getFullYear() + 1}-01-15`;
    const typos = ['jane@gmial.com', '555', '958', nextYear];
    for (const [index, step] of registration.steps.entries()) {
      const values = sampleStepValues(registration, index);
      const checked = step.spec.fields.filter((field) => field.name in values && field.checks);
      for (const field of checked) {
        const typo = typos.find((candidate) => warningFor(field, candidate) !== undefined);
        expect(typo, `a typo that ${field.name} warns about`).toBeDefined();
        values[field.name] = typo;
      }
      expect(step.schema.safeParse(values).success, step.spec.id).toBe(true);
      for (const name of Object.keys(values)) {
        expect(registration.isFieldValid(name, values), name).toBe(true);
      }
    }
  });
});

/**
 * The registration's warnings (form-schema/README.md "What is the registration's own", its rules): likely typos are named, never blocked. Each case
 * goes through the compiled form as the wizard does: `warningOf` after the field is left.
 */
import { describe, expect, it } from 'vitest';
import { campFacts } from '../../../src/content/campFacts';
import { registrationIn } from '../../support/registration';
import { sampleStepValues } from 'stepform/testing';

const registration = registrationIn();
const warningFor = (name: string, value: string) => registration.warningOf(name, { [name]: value });

describe('registration warnings', () => {
  it('says when an e-mail does not look like an address', () => {
    expect(warningFor('email', 'jane.example.com')?.message).toMatch(
      /does not look like an e-mail/,
    );
    expect(warningFor('email', 'jane@example.com')).toBeUndefined();
  });

  it('suggests the likely domain of a misspelt common one', () => {
    expect(warningFor('email', 'jane@gmial.com')).toEqual({
      rule: 'emailDomain',
      level: 'warning',
      message: 'Did you mean jane@gmail.com?',
      suggestion: 'jane@gmail.com',
    });
    expect(warningFor('emergencyContactEmail', 'sam@yaho.com')?.suggestion).toBe('sam@yahoo.com');
    expect(warningFor('email', 'jane@hotmail.con')?.suggestion).toBe('jane@hotmail.com');
    expect(warningFor('email', 'jane@gmail.com')).toBeUndefined();
    expect(warningFor('email', 'coach@ourclub.org')).toBeUndefined();
  });

  it('says when a US phone number does not have 10 digits; a leading 1 or +1 is fine', () => {
    for (const phone of ['555-0199', '(555) 010-019', '12345678901234']) {
      expect(warningFor('phone', phone)?.message, phone).toMatch(/10 digits/);
    }
    for (const phone of ['(555) 010-0199', '555.010.0199', '1 555 010 0199', '+1 (555) 010-0199']) {
      expect(warningFor('phone', phone), phone).toBeUndefined();
    }
    for (const name of ['emergencyContactPhone', 'coachPhone', 'physicianPhone']) {
      expect(warningFor(name, '555-0199'), name).toBeDefined();
    }
  });

  it('says when a ZIP code is not 5 digits or ZIP+4', () => {
    expect(warningFor('zipCode', '9581')?.message).toMatch(/5 digits/);
    expect(warningFor('zipCode', '95816-12')).toBeDefined();
    expect(warningFor('zipCode', '95816')).toBeUndefined();
    expect(warningFor('zipCode', '95816-1234')).toBeUndefined();
  });

  it('says when a date of birth is in the future', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-15`;
    expect(warningFor('dateOfBirth', nextYear)?.message).toMatch(/in the future/);
  });

  it("says when the athlete is outside the camp's ages on its first day, from the camp facts", () => {
    const [year, month, day] = campFacts.startDate.split('-').map(Number) as [
      number,
      number,
      number,
    ];
    const bornAged = (age: number, dayShift = 0) =>
      `${year - age}-${String(month).padStart(2, '0')}-${String(day + dayShift).padStart(2, '0')}`;
    expect(warningFor('dateOfBirth', bornAged(campFacts.minAge))).toBeUndefined();
    expect(warningFor('dateOfBirth', bornAged(campFacts.maxAge))).toBeUndefined();
    // One day short of the youngest age on the first day.
    expect(warningFor('dateOfBirth', bornAged(campFacts.minAge, 1))?.message).toMatch(/aged 10–17/);
    expect(warningFor('dateOfBirth', bornAged(campFacts.maxAge + 1))).toBeDefined();
  });

  it('never blocks: a step with only warnings failing is complete', () => {
    // Step 1's sample answers (whatever fields it has), with a typo in each checked field.
    const values = {
      ...sampleStepValues(registration, 0),
      dateOfBirth: '2030-01-01',
      email: 'jane@gmial.com',
      phone: '555',
      zipCode: '958',
    };
    expect(registration.steps[0]!.schema.safeParse(values).success).toBe(true);
    for (const name of Object.keys(values)) {
      expect(registration.isFieldValid(name, values), name).toBe(true);
    }
  });
});

/**
 * The registration wizard as a user sees it: its steps and fields come from the schema, and every
 * control is found by its role and label, in the language the test runs in (the Playwright
 * project's `language`): the `wizard` fixture (./fixtures) gives each test `wizardIn(language)`,
 * the helpers bound to its language, so no helper keeps state between tests. Answers are a plain table
 * (`Answers`), one value per field name, exactly as the form submits them in either language.
 */
import type { Locator, Page } from '@playwright/test';
import { registrationForm } from '../../../../form-schema/registration';
import { business } from '../../../../src/content/business';
import { pathsIn } from '../../../../src/routes/paths';
import type { Language } from '../../../../src/routes/routeTable';
import { siteWords } from '../../../support/siteWords';
import type { CompiledForm, FieldSpec, StepSpec } from 'stepform';
import { sampleStepValues } from 'stepform/testing';
import { expect } from './fixtures';

import { registrationIn } from '../../../support/registration';

/** A field's value as the form holds it: text, a list of chosen options, or a consent's tick. */
type FieldValue = string | string[] | boolean;

export const stepCount = registrationForm.steps.length;
export const lastStep = stepCount - 1;

/** One value per field name, as the form holds and submits them. */
export type Answers = Record<string, FieldValue>;

/**
 * The registration compiled once for its answer tables: names, option values and conditions are
 * the same in every language (only the words differ), so answers need no language. Never changed.
 */
const answersOf = registrationIn('en');

const emptyOf = (field: FieldSpec) => answersOf.kindOf(field).empty as FieldValue;

/** Valid values for every field of every step (optional ones filled too), from the schema. */
export function sampleAnswers(overrides: Partial<Answers> = {}): Answers {
  const answers: Answers = {};
  answersOf.spec.steps.forEach((_, index) =>
    Object.assign(answers, sampleStepValues(answersOf, index)),
  );
  return { ...answers, ...(overrides as Answers) };
}

/**
 * Only the required fields filled (from the schema), every optional field left empty, then the
 * overrides: the quickest way through the wizard.
 */
export function requiredOnlyAnswers(overrides: Partial<Answers> = {}): Answers {
  const all = sampleAnswers();
  const answers: Answers = {};
  for (const step of answersOf.spec.steps) {
    for (const field of step.fields) {
      answers[field.name] = field.required ? all[field.name]! : emptyOf(field);
    }
  }
  const merged = { ...answers, ...(overrides as Answers) };
  // As submitted: a field its condition hides is left out.
  for (const name of Object.keys(merged)) {
    if (!answersOf.isVisible(name, merged)) delete merged[name];
  }
  return merged;
}

/** A fuller, more varied answer table: several choices, a declined media release. */
export function variedAnswers(overrides: Partial<Answers> = {}): Answers {
  return sampleAnswers({
    firstName: 'Maya',
    lastName: 'Okafor',
    gender: 'female',
    email: 'parent.okafor@example.com',
    emergencyContactRelationship: 'guardian',
    primarySport: 'track-field',
    yearsPlaying: '3-5',
    secondarySports: ['Basketball', 'Track & Field', 'Other'],
    strengthTrainingExperience: 'intermediate',
    specificFocus: ['Speed Development', 'Injury Prevention', 'Recovery Techniques'],
    mediaRelease: false,
    ...overrides,
  });
}

/** The visible label: required fields end with ` *`. */
export function labelOf(field: FieldSpec): string {
  return field.required ? `${field.label} *` : field.label;
}

/** The control of a text-like, select or consent field, found by its label. */
export function control(page: Page, field: FieldSpec): Locator {
  if (field.kind === 'checkboxes') throw new Error(`${field.name}: use optionBox`);
  if (field.kind === 'radio') throw new Error(`${field.name}: use optionRadio`);
  return page.getByLabel(labelOf(field), { exact: true });
}

/** One checkbox of a `checkboxes` field, inside the group named by the field's legend. */
export function optionBox(page: Page, field: FieldSpec, optionLabel: string): Locator {
  return page
    .getByRole('group', { name: field.label, exact: true })
    .getByRole('checkbox', { name: optionLabel, exact: true });
}

/** The values of the ticked options of a `checkboxes` field, in the order shown. */
export function checkedOptions(page: Page, field: FieldSpec): Promise<string[]> {
  return page
    .getByRole('group', { name: field.label, exact: true })
    .getByRole('checkbox', { checked: true })
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
}

/** One radio button of a `radio` field, inside the group named by the field's legend. */
export function optionRadio(page: Page, field: FieldSpec, optionLabel: string): Locator {
  return page
    .getByRole('group', { name: field.label, exact: true })
    .getByRole('radio', { name: optionLabel, exact: true });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Presses Tab until `target` has the keyboard focus (failing after `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  // Resolve the target once: a locator query per key press would double the test's run time.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses <= limit; presses += 1) {
      if (await page.evaluate((node) => node === document.activeElement, element)) return;
      await page.keyboard.press('Tab');
    }
  } finally {
    await element?.dispose();
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** `2012-04-18` as typed into a US-locale date input: month, day, year. */
function dateKeys(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
}

/** The page does not scroll sideways (WCAG 1.4.10 Reflow at 320 CSS px and up). */
export async function expectNoSideways(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'page width against the viewport').toBeLessThanOrEqual(widths.viewport);
}

/** The sessionStorage key the registration keeps its unsubmitted answers under. */
export const storageKey = 'registration-answers';

/**
 * The answers kept in this tab's sessionStorage, or `null`: the main entry, the step's entry and
 * the entries of very long answers (stepform's `sessionStoragePersistence`).
 */
export function keptAnswers(page: Page): Promise<{ values: Answers; step: number } | null> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const { apart = [], ...kept } = JSON.parse(raw) as { apart?: string[]; values: Answers };
    for (const name of apart) {
      kept.values[name] = JSON.parse(sessionStorage.getItem(`${key}:answer:${name}`) ?? 'null');
    }
    const position = sessionStorage.getItem(`${key}:position`);
    return { ...kept, ...(position && JSON.parse(position)) } as { values: Answers; step: number };
  }, storageKey);
}

/** Every place a page could keep data, except the registration's own sessionStorage entry. */
async function everywhereElse(page: Page) {
  const inPage = await page.evaluate(async (key) => {
    const session = Object.fromEntries(
      Object.entries(sessionStorage).filter(([name]) => !name.startsWith(key)),
    );
    return {
      localStorage: localStorage.length,
      cookie: document.cookie,
      indexedDB: (await indexedDB.databases()).map((database) => database.name),
      caches: 'caches' in window ? await caches.keys() : [],
      // React Router's scroll restoration keeps scroll positions here: allowed, no answers.
      otherSessionStorage: JSON.stringify(session),
    };
  }, storageKey);
  return { ...inPage, contextCookies: await page.context().cookies() };
}

function expectNoAnswerIn(text: string, answers: Answers) {
  for (const value of Object.values(answers)) {
    const values = Array.isArray(value) ? value : [value];
    for (const each of values) {
      if (typeof each === 'string' && each.trim().length > 3) expect(text).not.toContain(each);
    }
  }
}

/**
 * Nothing but this tab's sessionStorage entry holds anything of the registration: no
 * localStorage, cookies, IndexedDB or caches, and no answer in any other sessionStorage entry.
 */
export async function expectAnswersOnlyInThisTab(page: Page, answers: Answers): Promise<void> {
  const elsewhere = await everywhereElse(page);
  expect(elsewhere).toMatchObject({
    localStorage: 0,
    cookie: '',
    indexedDB: [],
    caches: [],
    contextCookies: [],
  });
  expectNoAnswerIn(elsewhere.otherSessionStorage, answers);
}

/** No answer is kept anywhere, this tab's sessionStorage included (after submit, Start over). */
export async function expectNoAnswerKept(page: Page, answers: Answers): Promise<void> {
  await expectAnswersOnlyInThisTab(page, answers);
  expect(await keptAnswers(page)).toBeNull();
}

/**
 * The helpers that speak a language: the registration's steps and fields in it, the wizard's words
 * in it, and everything that finds a control or a text by them. Each test gets its own from the
 * `wizard` fixture.
 */
export function wizardIn(language: Language) {
  // Asked by names read from its own steps (strings), not by typed paths (see `InputPath`).
  const registration: CompiledForm = registrationIn(language);
  /** The steps as shown: titles and labels in the test's language. */
  const steps: readonly StepSpec[] = registration.spec.steps;
  /** Every word of the wizard in the test's language. */
  const messages = siteWords[language].registration.wizard;
  /** SPEC §5's success message, in the test's language. */
  const successMessage = messages.success;

  /** The fields of a step that show with these answers (a `visibleWhen` condition can hide one). */
  function shownFields(index: number, answers: Answers): readonly FieldSpec[] {
    return steps[index]!.fields.filter((field) => registration.isVisible(field.name, answers));
  }

  const optionsOf = (field: FieldSpec) => registration.optionsOf(field.name);

  /** What the error summary and the field say when a required field is missing, as the wizard does. */
  function requiredMessageOf(field: FieldSpec): string {
    return field.requiredMessage ?? messages.requiredError(field.label, field.kind);
  }

  /** The words of a field's kind in the test's language (a consent's "Read the full …"). */
  const kindWordsOf = <Words>(field: FieldSpec) => registration.wordsOf(field) as Words;

  function fieldNamed(name: string): FieldSpec {
    const entry = registration.fields.get(name);
    if (!entry) throw new Error(`no field named ${name} in the registration schema`);
    return entry.field;
  }

  /** The label of the option with this value. */
  const optionLabelOf = (field: FieldSpec, value: unknown) =>
    optionsOf(field).find((option) => option.value === value)!.label;

  const nextButton = (page: Page) => page.getByRole('button', { name: messages.next, exact: true });
  const previousButton = (page: Page) =>
    page.getByRole('button', { name: messages.previous, exact: true });
  const submitButton = (page: Page) =>
    page.getByRole('button', { name: messages.submit, exact: true });
  const stepHeading = (page: Page, index: number) =>
    page.getByRole('heading', { level: 2, name: steps[index]!.title, exact: true });
  /**
   * A step's button in the stepper (a list of the steps), e.g. `Athletic Background, completed`.
   * Chromium puts a space before the visually hidden `, completed` (an absolutely positioned span).
   */
  function stepButton(page: Page, index: number, { completed = false } = {}): Locator {
    const title = escapeRegExp(steps[index]!.title);
    const done = escapeRegExp(messages.stepCompleted).replace(/^,/, '\\s?,');
    return page
      .getByRole('navigation', { name: messages.stepsLabel })
      .getByRole('button', { name: new RegExp(`^${title}${completed ? done : ''}$`) });
  }
  const backToHome = (page: Page) =>
    page.getByRole('link', { name: siteWords[language].registration.backToHome.replace('← ', '') });

  /**
   * The document title of a step, e.g. `Step 2 of 6: Emergency Contact – Athlete Registration | …`,
   * starting `Error: ` while the error summary shows.
   */
  function stepTitle(index: number, { hasErrors = false } = {}): string {
    const shown = {
      index,
      number: index + 1,
      count: stepCount,
      title: steps[index]!.title,
      hasErrors,
    };
    return siteWords[language].registration.stepTitle(
      shown,
      `${registration.spec.title} | ${business.name}`,
    );
  }

  /** The registration's path in the test's language, e.g. `/es/registration`. */
  const registrationPath = () => pathsIn(language).registration;

  /** The URL of a step as the wizard writes it, as a pattern for `toHaveURL`. */
  const stepUrl = (number: number) =>
    new RegExp(`${escapeRegExp(registrationPath())}\\?step=${number}$`);

  /** The error summary shown when a step is left too early. */
  const errorSummary = (page: Page) =>
    page.getByRole('region', { name: messages.errorSummaryTitle });

  /** The review's button back to a step. */
  const changeButton = (page: Page, index: number) =>
    reviewGroup(page, index).getByRole('button', {
      name: messages.changeStep(steps[index]!.title),
      exact: true,
    });

  /** Opens the wizard on step 1. */
  async function openRegistration(page: Page): Promise<void> {
    await page.goto(registrationPath());
    await expect(stepHeading(page, 0)).toBeVisible();
  }

  /** Fills every field of one step from the table, the quick way (`fill`, `selectOption`, `setChecked`). */
  async function fillStep(page: Page, index: number, answers: Answers): Promise<void> {
    for (const field of shownFields(index, answers)) {
      const value = answers[field.name];
      if (value === undefined) continue;
      switch (field.kind) {
        case 'select':
          await control(page, field).selectOption(value as string);
          break;
        case 'consent':
          await control(page, field).setChecked(value === true);
          break;
        case 'radio':
          if (value !== '') await optionRadio(page, field, optionLabelOf(field, value)).check();
          break;
        case 'checkboxes': {
          // Click only the options whose state must change: one query instead of one per option.
          const ticked = await checkedOptions(page, field);
          for (const option of optionsOf(field)) {
            if ((value as string[]).includes(option.value) !== ticked.includes(option.value)) {
              await optionBox(page, field, option.label).click();
            }
          }
          break;
        }
        default:
          await control(page, field).fill(String(value));
      }
    }
  }

  /**
   * Fills the steps from `from` (the step shown, 0 by default) to the one before `index` from the
   * table, pressing Next after each: lands on step `index`.
   */
  async function fillStepsBefore(
    page: Page,
    index: number,
    answers: Answers,
    from = 0,
  ): Promise<void> {
    for (let step = from; step < index; step += 1) {
      await expect(stepHeading(page, step)).toBeVisible();
      await fillStep(page, step, answers);
      await nextButton(page).click();
    }
    await expect(stepHeading(page, index)).toBeVisible();
  }

  /**
   * Opens the registration at the step of its first long-text answer that always shows (found in
   * the schema by its kind), with the steps before it filled with their required answers; returns
   * that field.
   */
  async function openAtLongText(page: Page): Promise<FieldSpec> {
    const isLongText = (field: FieldSpec) => field.kind === 'textarea' && !field.visibleWhen;
    const index = steps.findIndex((step) => step.fields.some(isLongText));
    await openRegistration(page);
    await fillStepsBefore(page, index, requiredOnlyAnswers());
    return steps[index]!.fields.find(isLongText)!;
  }

  /**
   * Fills one step with the keyboard alone, in the order Tab visits the fields: typing into text
   * inputs, arrow keys on native selects, Space on checkboxes and consents. Needs an en-US locale
   * for date inputs.
   */
  async function fillStepWithKeyboard(page: Page, index: number, answers: Answers): Promise<void> {
    for (const field of shownFields(index, answers)) {
      const value = answers[field.name];
      if (value === undefined || value === '' || value === false) continue;
      switch (field.kind) {
        case 'select': {
          const select = control(page, field);
          await tabTo(page, select);
          await expect(select).toHaveValue('');
          const position = optionsOf(field).findIndex((option) => option.value === value);
          for (let press = 0; press <= position; press += 1) await page.keyboard.press('ArrowDown');
          await expect(select).toHaveValue(value as string);
          break;
        }
        case 'radio': {
          // Tab lands on the first radio of a group with none chosen; Space chooses it and the
          // arrow keys move the choice.
          const options = optionsOf(field);
          await tabTo(page, optionRadio(page, field, options[0]!.label));
          await page.keyboard.press('Space');
          const position = options.findIndex((option) => option.value === value);
          for (let press = 0; press < position; press += 1) await page.keyboard.press('ArrowDown');
          await expect(optionRadio(page, field, optionLabelOf(field, value))).toBeChecked();
          break;
        }
        case 'checkboxes':
          for (const option of optionsOf(field)) {
            if (!(value as string[]).includes(option.value)) continue;
            const box = optionBox(page, field, option.label);
            await tabTo(page, box);
            await page.keyboard.press('Space');
            await expect(box).toBeChecked();
          }
          break;
        case 'consent': {
          const box = control(page, field);
          await tabTo(page, box);
          await page.keyboard.press('Space');
          await expect(box).toBeChecked();
          break;
        }
        default: {
          const input = control(page, field);
          await tabTo(page, input);
          await page.keyboard.type(
            field.kind === 'date' ? dateKeys(value as string) : String(value),
          );
          await expect(input).toHaveValue(String(value));
        }
      }
    }
  }

  /** Every field of the step shows the value of the table. */
  async function expectStepValues(page: Page, index: number, answers: Answers): Promise<void> {
    for (const field of shownFields(index, answers)) {
      const value = answers[field.name] ?? emptyOf(field);
      switch (field.kind) {
        case 'consent':
          await expect(control(page, field), field.name).toBeChecked({ checked: value === true });
          break;
        case 'checkboxes':
          await expect
            .poll(() => checkedOptions(page, field), { message: field.name })
            .toEqual(value);
          break;
        case 'radio':
          for (const option of optionsOf(field)) {
            await expect(optionRadio(page, field, option.label), field.name).toBeChecked({
              checked: option.value === value,
            });
          }
          break;
        default:
          await expect(control(page, field), field.name).toHaveValue(String(value));
      }
    }
  }

  /**
   * The wizard shows step `index`: its heading, `Step n of 6`, `NN% complete` and the progress bar's
   * value, and the document title names the step.
   */
  async function expectOnStep(page: Page, index: number): Promise<void> {
    const percent = Math.round(((index + 1) / stepCount) * 100);
    await expect(stepHeading(page, index)).toBeVisible();
    await expect(
      page.getByText(messages.stepOfCount(index + 1, stepCount), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(messages.percentComplete(percent), { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: messages.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
    await expect(page).toHaveTitle(stepTitle(index));
  }

  /** The step's Next (or Submit) button is unavailable and the hint names exactly these labels. */
  async function expectGated(page: Page, index: number, missingLabels: string[]) {
    const button = index === lastStep ? submitButton(page) : nextButton(page);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      messages.missingFields(missingLabels, index === lastStep),
    );
  }

  /** The step's Next (or Submit) button is available. */
  async function expectAvailable(page: Page, index: number) {
    const button = index === lastStep ? submitButton(page) : nextButton(page);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  }

  /** `2012-04-18` as the summary reads it: `April 18, 2012`. */
  function dateInWords(isoDate: string): string {
    const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat(messages.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, day),
    );
  }

  /** Whether the summary lists a field as a row (answered, or a consent) or among "Not provided". */
  function isAnswered(field: FieldSpec, value: FieldValue | undefined): boolean {
    if (field.kind === 'consent') return true;
    return reviewTextOf(field, value) !== messages.notProvided;
  }

  /**
   * What the review shows for a value: option labels, Yes/No, "Not provided", or the text as the
   * field's kind reads it (a date in words, a US phone number formatted).
   */
  function reviewTextOf(field: FieldSpec, value: FieldValue | undefined): string {
    if (field.kind === 'consent') return value === true ? messages.yes : messages.no;
    if (field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes') {
      const chosen = Array.isArray(value) ? value : [value];
      const labels = optionsOf(field)
        .filter((option) => chosen.includes(option.value))
        .map((option) => option.label);
      return labels.length > 0 ? labels.join(', ') : messages.notProvided;
    }
    const text =
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text === '') return messages.notProvided;
    const { yes, no, notProvided, locale } = messages;
    return (
      registration.kindOf(field).format?.(text, field, { yes, no, notProvided, locale }) ?? text
    );
  }

  /** The review group of a step (on the last step). */
  const reviewGroup = (page: Page, index: number) =>
    page.getByRole('region', { name: steps[index]!.title, exact: true });

  /**
   * A step's summary card lists every answered field under its label, in order, and names the
   * empty ones once ("Not provided: …").
   */
  async function expectStepSummary(group: Locator, index: number, answers: Answers): Promise<void> {
    const fields = shownFields(index, answers);
    const answered = fields.filter((field) => isAnswered(field, answers[field.name]));
    const empty = fields.filter((field) => !isAnswered(field, answers[field.name]));
    await expect(group.getByRole('term')).toHaveText(answered.map((field) => field.label));
    // Each answer's definition (not the one that holds its Change button); a warning the answer
    // still raises may follow it, and a very long answer shows its first 300 characters (the
    // engine's review) with a button to read it whole.
    const shown = (text: string) => (text.length > 300 ? `${text.slice(0, 300).trimEnd()}…` : text);
    await expect(
      group
        .getByRole('definition')
        .filter({ hasNot: group.page().getByRole('button', { name: messages.change }) }),
    ).toHaveText(
      answered.map(
        (field) => new RegExp(`^${escapeRegExp(shown(reviewTextOf(field, answers[field.name])))}`),
      ),
    );
    const notProvidedLead = escapeRegExp(messages.notProvidedList([]).split(':')[0]!);
    const notProvided = group.getByText(new RegExp(`^${notProvidedLead}: `));
    if (empty.length === 0) await expect(notProvided).toHaveCount(0);
    else
      await expect(notProvided).toHaveText(
        messages.notProvidedList(empty.map((field) => field.label)),
      );
  }

  /**
   * "Check your answers" on the last step, above the agreements: a summary per step 1–5 with its
   * answers (see `expectStepSummary`), a Change per answer and one for the step.
   */
  async function expectReview(page: Page, answers: Answers): Promise<void> {
    await expect(page.getByRole('heading', { name: messages.reviewHeading })).toBeVisible();
    for (let index = 0; index < lastStep; index += 1) {
      const group = reviewGroup(page, index);
      await expectStepSummary(group, index, answers);
      await expect(
        group.getByRole('button', { name: messages.changeStep(steps[index]!.title), exact: true }),
      ).toBeVisible();
    }
  }

  /** The read-only copy after submit: every step, the agreements too, and no Change links. */
  async function expectSubmittedCopy(page: Page, answers: Answers): Promise<void> {
    await expect(
      page.getByRole('heading', { level: 2, name: messages.submittedHeading }),
    ).toBeVisible();
    for (let index = 0; index < stepCount; index += 1) {
      await expectStepSummary(reviewGroup(page, index), index, answers);
    }
    await expect(
      page.getByRole('button', { name: new RegExp(`^${escapeRegExp(messages.change)}`) }),
    ).toHaveCount(0);
  }

  return {
    language,
    registration,
    steps,
    messages,
    successMessage,
    shownFields,
    requiredMessageOf,
    fieldNamed,
    kindWordsOf,
    nextButton,
    previousButton,
    submitButton,
    stepHeading,
    stepButton,
    backToHome,
    stepTitle,
    registrationPath,
    stepUrl,
    errorSummary,
    changeButton,
    openRegistration,
    fillStep,
    fillStepsBefore,
    openAtLongText,
    fillStepWithKeyboard,
    expectStepValues,
    expectOnStep,
    expectGated,
    expectAvailable,
    dateInWords,
    reviewTextOf,
    reviewGroup,
    expectStepSummary,
    expectReview,
    expectSubmittedCopy,
  };
}

/** The registration wizard's helpers in the language of one test. */
export type Wizard = ReturnType<typeof wizardIn>;

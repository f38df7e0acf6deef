/**
 * The date of birth's check against the camp's ages on both sides of the camp's last day, at a
 * phone width, in both languages (the Spanish twin): while the season is on sale the age is
 * measured on the camp's first day and the warning names its dates; once it has ended it is
 * measured on the day of registering, and the warning says "today". The visitor's clock decides
 * (Playwright's `page.clock`), on a page prerendered on the other side of the date, so the build's
 * clock never does; the fixture fails the test on any console error, a hydration mismatch among
 * them.
 */
import type { FieldSpec } from 'stepform';
import { campEndedFrom, campFacts, yearOf } from '../../../src/content/campFacts';
import type { CampSeason } from '../../../src/content/campSeason';
import { clocks, otherSide, servedAsBuiltWhen } from '../support/season';
import { expect, test } from './support/fixtures';
import { control, escapeRegExp, type Wizard } from './support/wizard';

test.use({ viewport: { width: 375, height: 740 } });

/** A year after the day the season ended: the camp's first day is long past. */
const aYearLater = `${Number(yearOf(campEndedFrom)) + 1}${campEndedFrom.slice(4)}`;
/** The visitor's clock and the day the age is measured on, on each side. */
const sides: Record<CampSeason, { clock: Date; measuredOn: string }> = {
  'on-sale': { clock: clocks['on-sale'], measuredOn: campFacts.startDate },
  ended: { clock: new Date(`${aYearLater}T08:00`), measuredOn: aYearLater },
};

/** Born `age` years before `day` (`YYYY-MM-DD`). */
const bornAged = (day: string, age: number) => `${Number(day.slice(0, 4)) - age}${day.slice(4)}`;

/** The date of birth's age check for `season`, in the test's language, from the schema. */
function ageCheckOf({ registration }: Wizard, season: CampSeason) {
  for (const { field } of registration.fields.values()) {
    const check = field.checks?.find(
      (candidate) =>
        candidate.rule === 'ageBetween' &&
        (candidate.args as { season?: CampSeason }).season === season,
    );
    if (check) return { field: field as FieldSpec, message: check.message };
  }
  throw new Error(`no age check for the ${season} season in the registration`);
}

for (const season of ['on-sale', 'ended'] as const) {
  test(`${season}: the date of birth is measured against the camp's ages on ${season === 'on-sale' ? 'its first day' : 'the day of registering'}, in words that say so`, async ({
    page,
    wizard,
  }) => {
    const { clock, measuredOn } = sides[season];
    await page.clock.setFixedTime(clock);
    await servedAsBuiltWhen(page, otherSide(season));
    const { field, message } = ageCheckOf(wizard, season);
    const otherMessage = ageCheckOf(wizard, otherSide(season)).message;
    await wizard.openRegistration(page);
    const dateOfBirth = control(page, field);

    // A year too young on the day the age is measured: warned, in this season's words.
    // Left as a person leaves it (Tab only moves between a date input's own parts).
    await dateOfBirth.fill(bornAged(measuredOn, campFacts.minAge - 1));
    await dateOfBirth.blur();
    await expect(page.getByText(message)).toBeVisible();
    await expect(dateOfBirth).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(page.getByText(otherMessage)).toHaveCount(0);

    // Old enough a year after the season ended, though too young on its first day.
    await dateOfBirth.fill(bornAged(aYearLater, campFacts.minAge));
    await dateOfBirth.blur();
    if (season === 'ended') await expect(page.getByText(message)).toHaveCount(0);
    else await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText(otherMessage)).toHaveCount(0);
  });
}

import { expect, test } from './support/fixtures';
import { control, lastStep, requiredOnlyAnswers, tabTo } from './support/wizard';

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US' });

// Short answers: every character is a real key press, and the set must stay fast. None raises a
// warning, so Submit submits (unusual answers are asked about first: warnings-interruption.spec.ts).
const answers = {
  ...requiredOnlyAnswers(),
  firstName: 'Maya',
  lastName: 'Okafor',
  dateOfBirth: '2011-06-09',
  gender: 'female',
  email: 'mo@example.com',
  phone: '9165550100',
  address: '12 Elm St',
  city: 'Davis',
  state: 'CA',
  zipCode: '95616',
  emergencyContactName: 'Ada Okafor',
  emergencyContactRelationship: 'parent',
  emergencyContactPhone: '9165550101',
  primarySport: 'soccer',
  yearsPlaying: '3-5',
  secondarySports: ['Basketball', 'Track & Field'],
  position: 'Wing',
  athleticGoals: 'Run faster.\nMake varsity.',
  allergies: 'Peanuts',
  strengthTrainingExperience: 'beginner',
  specificFocus: ['Speed Development', 'Conditioning'],
  liabilityWaiver: true,
  mediaRelease: true,
  communicationConsent: true,
};

test('a phone user completes the whole registration with the keyboard alone', async ({
  page,
  watch,
  wizard,
}) => {
  const {
    expectOnStep,
    expectReview,
    fieldNamed,
    fillStepWithKeyboard,
    nextButton,
    registrationPath,
    stepHeading,
    submitButton,
    successMessage,
  } = wizard;
  await page.goto(registrationPath());
  await expectOnStep(page, 0);

  // Step 1: Tab from the top of the page into the form; Enter in the last text input is Next.
  await fillStepWithKeyboard(page, 0, answers);
  await expect(control(page, fieldNamed('zipCode'))).toBeFocused();
  await page.keyboard.press('Enter');
  await expectOnStep(page, 1);
  await expect(stepHeading(page, 1)).toBeFocused();

  // Steps 2–5: Tab to Next and press it, with Enter or with Space.
  for (const [index, key] of [
    [1, 'Enter'],
    [2, 'Space'],
    [3, 'Enter'],
    [4, 'Space'],
  ] as const) {
    await fillStepWithKeyboard(page, index, answers);
    await tabTo(page, nextButton(page));
    await page.keyboard.press(key);
    await expectOnStep(page, index + 1);
    await expect(stepHeading(page, index + 1)).toBeFocused();
  }

  // Step 6: the review reads back every answer; tick the agreements and submit.
  await expectReview(page, answers);
  await fillStepWithKeyboard(page, lastStep, answers);
  await tabTo(page, submitButton(page));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert')).toHaveText(successMessage);
  expect(await watch.submissions()).toEqual([answers]);
});

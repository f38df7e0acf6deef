/**
 * One rhythm between the questions of every step: the space between one field's frame and the
 * next is the same wherever a field may show a message and wherever it may not, at a phone width
 * and at a desktop width. Steps and fields are read from the rendered page: the step's fields are
 * the cells of its grid of fields, found by their controls; each cell measured from its top to
 * the bottom of what it shows (its outline, its hint, its options), never its empty message line.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sampleAnswers } from './support/wizard';

/** The vertical gaps (px) between consecutive rows of fields on the step shown. */
function gapsBetweenFields(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const controls = [
      ...main.querySelectorAll<HTMLElement>(
        'form input:not([type=hidden]), form select, form textarea',
      ),
    ];
    // The step's grid of fields: the nearest grid around all its controls; its cells, the fields.
    let grid = controls[0]?.parentElement ?? null;
    while (
      grid &&
      !(
        controls.every((control) => grid!.contains(control)) &&
        getComputedStyle(grid).display === 'grid'
      )
    ) {
      grid = grid.parentElement;
    }
    if (!grid) return { fields: 0, gaps: [] };
    const cells = [...grid.children].filter((cell) => cell.getBoundingClientRect().height);

    /**
     * Whether an element draws something: a control, an option's row (the whole row is what a
     * finger hits), a border, or text that is not hidden (nor in a closed disclosure).
     */
    const draws = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      if (element.closest('details:not([open])') && !element.closest('summary')) return false;
      if (element.matches('input, select, textarea, label')) return true;
      if (parseFloat(style.borderBottomWidth) > 0 && style.borderBottomStyle !== 'none')
        return true;
      return [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
    };
    const frames = cells.map((cell) => {
      // Of what takes room on screen: not a visually hidden note.
      const rects = [...cell.querySelectorAll('*')]
        .filter(draws)
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 1 && rect.height > 1);
      return {
        top: Math.round(cell.getBoundingClientRect().top),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
    });
    // Fields side by side share a row: the row ends where the lower of them does.
    const rows: { top: number; bottom: number }[] = [];
    for (const frame of frames) {
      const row = rows.find((candidate) => Math.abs(candidate.top - frame.top) <= 2);
      if (row) row.bottom = Math.max(row.bottom, frame.bottom);
      else rows.push({ ...frame });
    }
    rows.sort((a, b) => a.top - b.top);
    const gaps = rows.slice(1).map((row, index) => Math.round(row.top - rows[index]!.bottom));
    return { fields: cells.length, gaps };
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px every step keeps one gap between its fields`, async ({
    page,
    wizard,
  }) => {
    await page.setViewportSize(viewport);
    const { fillStep, nextButton, openRegistration, stepHeading, steps } = wizard;
    const answers = sampleAnswers();
    await openRegistration(page);
    const measured: Record<string, number[]> = {};
    // The last step's review shows answers, not questions: its own questions follow it.
    for (const [index, step] of steps.entries()) {
      await expect(stepHeading(page, index)).toBeVisible();
      const { fields, gaps } = await gapsBetweenFields(page);
      expect(fields, step.id).toBeGreaterThan(0);
      measured[step.id] = gaps;
      if (index < steps.length - 1) {
        await fillStep(page, index, answers);
        await nextButton(page).click();
      }
    }
    test.info().annotations.push({ type: 'gaps (px)', description: JSON.stringify(measured) });
    const all = Object.values(measured).flat();
    expect(all.length).toBeGreaterThan(0);
    expect(Math.max(...all) - Math.min(...all), JSON.stringify(measured)).toBeLessThanOrEqual(2);
  });
}

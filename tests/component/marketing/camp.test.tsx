import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '../../../src/content/business';
import { words as camp } from '../../../src/content/en/camp';

const { faq: campFaq, includes: campIncludes, meta: campMeta } = camp;
import { renderRoute } from './renderRoute';

describe('/pro-dev-camp', () => {
  it('leads with the camp, its price and Register Now (the external form)', async () => {
    const { h1 } = await renderRoute('/pro-dev-camp');
    expect(h1).toHaveTextContent('Pro Dev Camp');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(campMeta.title);
    const hero = h1.closest('section')!;
    expect(hero).toHaveTextContent('$300 per week');
    // Beside the weekly price, the cost question answered: the five weeks together.
    expect(within(hero).getByText('$1,500 for all five weeks')).toBeVisible();
    const register = within(hero).getByRole('link', {
      name: /^Register Now\s*\(opens in a new tab\)$/,
    });
    expect(register).toHaveAttribute('href', business.campFormUrl);
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the Camp Details card with Get Directions (a maps search for the park)', async () => {
    await renderRoute('/pro-dev-camp');
    const card = screen.getByRole('complementary', { name: 'Camp Details' });
    for (const text of [
      'Monday July 14 to Friday August 15, 2025',
      'Five weeks, Monday to Friday',
      '10–17',
      '$300 per week, $1,500 for all five weeks',
    ]) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    const weeks = within(card).getByRole('list', { name: 'The five weeks' });
    expect(
      within(weeks)
        .getAllByRole('listitem')
        .map((week) => week.textContent),
    ).toEqual([
      'Week 1July 14 to July 18',
      'Week 2July 21 to July 25',
      'Week 3July 28 to August 1',
      'Week 4August 4 to August 8',
      'Week 5August 11 to August 15',
    ]);
    expect(card).toHaveTextContent(/Outdoors at .*city park/);
    const directions = within(card).getByRole('link', { name: /Get Directions/ });
    const url = new URL(directions.getAttribute('href')!);
    expect(url.hostname).toMatch(/maps|google/);
    expect(url.searchParams.get('query')).toBe(business.park.address);
    expect(directions).toHaveAttribute('target', '_blank');
  });

  it('covers mission, who should attend, location, what to bring, achievements, philosophy', async () => {
    await renderRoute('/pro-dev-camp');
    for (const name of [
      'Our Mission',
      'Who Should Attend',
      'Training Location',
      'What to Bring',
      'What Athletes Achieve',
      'Our Philosophy',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeVisible();
    }
  });

  it('lists the 12 things the camp includes', async () => {
    await renderRoute('/pro-dev-camp');
    const section = screen.getByRole('region', { name: campIncludes.title });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items.map((li) => li.textContent)).toEqual(campIncludes.items);
  });

  it('ends with Register for Camp', async () => {
    await renderRoute('/pro-dev-camp');
    const link = screen.getByRole('link', { name: /^Register for Camp/ });
    expect(link).toHaveAttribute('href', business.campFormUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('answers 7 questions, each a disclosure that opens to its answer', async () => {
    await renderRoute('/pro-dev-camp');
    const faq = screen.getByRole('region', { name: campFaq.title });
    // Each question is a native <details> (a group) with the question as its h3.
    const disclosures = within(faq).getAllByRole('group');
    expect(disclosures).toHaveLength(7);
    const questions = within(faq).getAllByRole('heading', { level: 3 });
    expect(questions).toHaveLength(7);
    const topics = [
      /ages/i,
      /sports/i,
      /five weeks/i,
      /bring/i,
      /where/i,
      /different/i,
      /weather/i,
    ];
    questions.forEach((q, i) => expect(q).toHaveTextContent(topics[i]!));

    const answer = within(faq).getByText(campFaq.items[0]!.answer);
    expect(disclosures[0]).not.toHaveAttribute('open');
    expect(answer).not.toBeVisible();
    await userEvent.setup().click(questions[0]!);
    expect(disclosures[0]).toHaveAttribute('open');
    expect(answer).toBeVisible();
  });
});

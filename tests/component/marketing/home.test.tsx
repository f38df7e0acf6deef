import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '../../../src/content/business';
import { coaches } from '../../../src/content/coaches';
import { words as home } from '../../../src/content/en/home';

const { hero, meta: homeMeta, mission, program, signup, team, offers } = home;
import { renderRoute } from './renderRoute';

afterEach(() => vi.unstubAllGlobals());

const region = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('has one h1, its title and description', async () => {
    const { h1 } = await renderRoute('/');
    expect(h1).toHaveTextContent(hero.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(homeMeta.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      homeMeta.description,
    );
  });

  it('shows the 4 carousel images, the first loaded eagerly with high priority', async () => {
    await renderRoute('/');
    expect(hero.slides).toHaveLength(4);
    const carousel = screen.getByRole('region', { name: hero.carouselLabel });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(4);
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(hero.slides.map((s) => s.alt));
    slides.forEach((slide, i) => {
      expect(images[i]).toHaveAttribute('width', '1600');
      expect(images[i]).toHaveAttribute('height', '900');
      // A <picture>: the 2:3 phone crop below 600 px, the 16:9 crop above, AVIF before WebP.
      const sources = [...slide.querySelectorAll('source')].map((source) => [
        source.getAttribute('type'),
        source.getAttribute('media'),
        source.getAttribute('srcset')?.replace(/\S+ (\d+w)/g, '$1'),
      ]);
      expect(sources).toEqual([
        ['image/avif', '(max-width:599.95px)', '480w, 800w'],
        ['image/webp', '(max-width:599.95px)', '480w, 800w'],
        ['image/avif', null, '960w, 1600w'],
        ['image/webp', null, '960w, 1600w'],
      ]);
    });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1)) expect(img).toHaveAttribute('loading', 'lazy');

    const dots = within(carousel).getAllByRole('button', { name: /^Show slide \d of 4$/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  it('has the mission pillars and the Functional Form block', async () => {
    await renderRoute('/');
    const section = region(mission.title);
    expect(section).toHaveAttribute('id', 'mission');
    for (const name of ['Stronger', 'Faster', 'Smarter', 'Functional Form']) {
      expect(within(section).getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  it('has four training areas and the eight-item program list', async () => {
    await renderRoute('/');
    const section = region(program.title);
    expect(section).toHaveAttribute('id', 'program');
    for (const area of program.areas) {
      expect(within(section).getByRole('heading', { level: 3, name: area.title })).toBeVisible();
    }
    expect(program.areas).toHaveLength(4);
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((li) => li.textContent)).toEqual(program.list);
  });

  it('introduces five coaches, each with a portrait (a monogram until a photo comes) and a bio, and the three stats', async () => {
    await renderRoute('/');
    const section = region(team.title);
    expect(section).toHaveAttribute('id', 'team');
    expect(coaches).toHaveLength(5);
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    cards.forEach((card, i) => {
      const coach = coaches[i]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(coach.name);
      // No photo has been given yet: each coach shows their initials, not a drawn face and not a
      // notice that the site is unfinished. The heading names the coach, so screen readers skip
      // the initials.
      const [first, last] = [coach.name.split(' ')[0]!, coach.name.split(' ').at(-1)!];
      expect(within(card).getByText(`${first[0]}${last[0]}`)).toBeVisible();
      expect(within(card).queryByRole('img')).toBeNull();
      expect(card).not.toHaveTextContent(/photo|to come/i);
      expect(card).toHaveTextContent(home.coaches[coach.id].bio);
    });
    for (const [value, label] of [
      ['30+', 'Years combined experience'],
      ['600+', 'Athletes trained'],
      ['85+', 'Athletes to college and beyond'],
    ]) {
      expect(within(section).getByText(value!)).toBeVisible();
      expect(within(section).getByText(label!)).toBeVisible();
    }
  });

  it('offers three paths: camp inside the site, clinic unavailable, private training outside', async () => {
    await renderRoute('/');
    const section = region(signup.title);
    expect(section).toHaveAttribute('id', 'signup');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(offers.map((o) => o.id)).toEqual(['training-camp', 'clinic', 'private-training']);

    const [camp, clinic, privateTraining] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(camp).toHaveAccessibleName('Pro Dev Camp');
    expect(camp).toHaveTextContent('$300 per week');
    const campLink = within(camp).getByRole('link', { name: /View Camp Details/ });
    expect(campLink).toHaveAttribute('href', '/pro-dev-camp');
    expect(campLink).not.toHaveAttribute('target');

    expect(clinic).toHaveAccessibleName('Skills Clinic');
    expect(clinic).toHaveTextContent('$15 per session');
    expect(clinic).toHaveTextContent('Every Tuesday and Thursday at 6:00 PM');
    expect(within(clinic).getByRole('button', { name: /Coming Soon!/ })).toBeDisabled();
    expect(within(clinic).queryByRole('link')).toBeNull();

    expect(privateTraining).toHaveAccessibleName('Private Training');
    expect(privateTraining).toHaveTextContent('$110 per hour');
    const booking = within(privateTraining).getByRole('link', {
      name: /Schedule Private Session\s*\(opens in a new tab\)/,
    });
    expect(booking).toHaveAttribute('href', business.privateSessionUrl);
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');

    const consultation = within(section).getByRole('link', {
      name: /Schedule Free Consultation\s*\(opens in a new tab\)/,
    });
    expect(consultation).toHaveAttribute('href', business.consultationUrl);
    expect(consultation).toHaveAttribute('target', '_blank');
  });

  it('scrolls to a section in place, without leaving the page, and focuses it', async () => {
    const { router, scrollIntoView } = await renderRoute('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: hero.primaryAction }));
    expect(region(signup.title)).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(router.location.pathname).toBe('/');

    await user.click(screen.getByRole('link', { name: hero.secondaryAction }));
    expect(region(mission.title)).toHaveFocus();
  });
});

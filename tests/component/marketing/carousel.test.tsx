import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/app/AppProviders';
import { words as home } from '../../../src/content/en/home';

const { hero } = home;
import { HeroCarousel, slideIntervalMs } from '../../../src/sections/home/HeroCarousel';
import { preferReducedMotion } from './renderRoute';

function renderCarousel() {
  render(
    <AppProviders>
      <HeroCarousel slides={hero.slides} label={hero.carouselLabel} controls={home.carousel} />
    </AppProviders>,
  );
}

const dot = (n: number) => screen.getByRole('button', { name: `Show slide ${n} of 4` });
const currentSlide = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('hero carousel', () => {
  it('advances every 4 seconds and wraps from the last image to the first', () => {
    renderCarousel();
    expect(slideIntervalMs).toBe(4000);
    expect(currentSlide()).toBe(1);
    wait(3999);
    expect(currentSlide()).toBe(1);
    wait(1);
    expect(currentSlide()).toBe(2);
    wait(4000);
    expect(currentSlide()).toBe(3);
    wait(4000);
    expect(currentSlide()).toBe(4);
    wait(4000);
    expect(currentSlide()).toBe(1);
  });

  it('shows only the current slide to assistive technology', () => {
    renderCarousel();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 4');
    expect(screen.getByRole('img')).toHaveAttribute('alt', hero.slides[0]!.alt);
  });

  it('jumps to the image of the dot pressed', () => {
    renderCarousel();
    fireEvent.click(dot(3));
    expect(currentSlide()).toBe(3);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('group')).toHaveAccessibleName('3 of 4');
  });

  it('stops on pause and goes on on play', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    for (let i = 0; i < 3; i++) wait(4000);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(4000);
    expect(currentSlide()).toBe(2);
  });

  it('stops while focus is inside it and announces slides only then', () => {
    renderCarousel();
    const live = screen.getByRole('group').parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.focus(dot(2));
    expect(live).toHaveAttribute('aria-live', 'polite');
    for (let i = 0; i < 3; i++) wait(4000);
    expect(currentSlide()).toBe(1);
    fireEvent.blur(dot(2));
    wait(4000);
    expect(currentSlide()).toBe(2);
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    for (let i = 0; i < 3; i++) wait(4000);
    expect(currentSlide()).toBe(1);
  });
});

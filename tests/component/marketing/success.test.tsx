import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { business } from '../../../src/content/business';
import { words as successPage } from '../../../src/content/en/success';
import { orderIdFromSessionId } from '../../../src/sections/success/orderIdFromSessionId';
import { renderRoute } from './renderRoute';

const orderId = () => screen.queryByText('Order ID')?.nextElementSibling?.textContent ?? null;

describe('/success', () => {
  it('confirms, explains what is next and leads home, with no Order ID when session_id is absent', async () => {
    const { h1 } = await renderRoute('/success');
    expect(h1).toHaveTextContent('Payment Successful!');
    expect(screen.getByText(/confirmation e-mail will follow/)).toBeVisible();
    expect(screen.queryByText('Order ID')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('main');
    const mail = screen
      .getAllByRole('link', { name: business.email })
      .find((link) => main.contains(link));
    expect(mail).toHaveAttribute('href', `mailto:${business.email}`);
    const next = screen.getByRole('region', { name: "What's Next" });
    const bullets = next.querySelectorAll('li');
    expect(bullets).toHaveLength(3);
    expect(bullets[0]).toHaveTextContent(/check your e-mail/i);
    expect(bullets[1]).toHaveTextContent(/within 24 hours/);
    expect(bullets[2]).toHaveTextContent(/prepare for training/i);
    // Indexable (Lighthouse's SEO audit fails noindex pages) but left out of the sitemap.
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe(successPage.meta.title);
  });

  it.each([
    ['an empty session_id', '?session_id=', null],
    ['a blank session_id', '?session_id=%20%20', null],
    ['an id shorter than 8', '?session_id=ab12', 'AB12'],
    ['a lower-case id', '?session_id=cs_test_a1b2c3d4e5f6g7h8', 'E5F6G7H8'],
    ['an id of exactly 8', '?session_id=abcdefgh', 'ABCDEFGH'],
  ])('with %s shows Order ID %s', async (_case, query, expected) => {
    await renderRoute(`/success${query}`);
    expect(orderId()).toBe(expected);
  });

  it.each([
    ['<b>bold</b>', 'BOLD</B>'],
    ['<img src=x onerror=alert(1)>', 'LERT(1)>'],
  ])('renders %s as plain text', async (sessionId, expected) => {
    await renderRoute(`/success?session_id=${encodeURIComponent(sessionId)}`);
    expect(orderId()).toBe(expected);
    expect(document.querySelector('main b, main img[src="x"]')).toBeNull();
  });
});

describe('orderIdFromSessionId', () => {
  it('keeps the last 8 characters, upper-cased, and never splits a character', () => {
    expect(orderIdFromSessionId(undefined)).toBeNull();
    expect(orderIdFromSessionId(null)).toBeNull();
    expect(orderIdFromSessionId('')).toBeNull();
    expect(orderIdFromSessionId('cs_live_9zYx8wVu')).toBe('9ZYX8WVU');
    expect(orderIdFromSessionId('  abc  ')).toBe('ABC');
    expect(orderIdFromSessionId('id-🏃é123456')).toBe('🏃É123456');
    expect(Array.from(orderIdFromSessionId('xx🏃🏃🏃🏃🏃🏃🏃🏃')!)).toHaveLength(8);
  });
});

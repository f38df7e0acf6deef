/**
 * sessionStoragePersistence keeps answers in this tab only, says when the browser refuses them,
 * and reads broken data as nothing. (What the wizard brings back of them: useKeptAnswers.test.tsx.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStoragePersistence } from '../index.ts';

afterEach(() => sessionStorage.clear());

describe('sessionStoragePersistence', () => {
  it('keeps answers in sessionStorage under its key only, and forgets them on clear', () => {
    const persistence = sessionStoragePersistence('kept-answers');
    const saved = { values: { name: 'Ana', days: ['mon'], ok: true }, step: 1, visited: [0, 1] };
    expect(persistence.save(saved)).toBe(true);
    expect(Object.keys(sessionStorage)).toEqual(['kept-answers', 'kept-answers:position']);
    expect(localStorage.length).toBe(0);
    expect(persistence.load()).toEqual(saved);
    persistence.clear();
    expect(sessionStorage.length).toBe(0);
    expect(persistence.load()).toBeUndefined();
  });

  it('says when the browser refuses to keep them', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const persistence = sessionStoragePersistence('kept-answers');
    expect(persistence.save({ values: { name: 'Ana' }, step: 0, visited: [0] })).toBe(false);
    expect(persistence.load()).toBeUndefined();
  });

  it('reads broken data as nothing', () => {
    sessionStorage.setItem('kept-answers', '{not json');
    expect(sessionStoragePersistence('kept-answers').load()).toBeUndefined();
  });
});

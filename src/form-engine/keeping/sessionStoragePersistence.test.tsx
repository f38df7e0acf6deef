/**
 * sessionStoragePersistence keeps answers in this tab only, says when the browser refuses them,
 * and reads broken data as nothing. (What the wizard brings back of them: useKeptAnswers.test.tsx.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStoragePersistence } from '../index.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

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

describe('sessionStoragePersistence with a very long answer', () => {
  const long = 'a'.repeat(50_000);
  const saved = { values: { name: 'Ana', story: long }, step: 1, visited: [0, 1] };

  it('keeps it in an entry of its own, and brings every answer back together', () => {
    const persistence = sessionStoragePersistence('kept-answers');
    expect(persistence.save(saved)).toBe(true);
    expect(Object.keys(sessionStorage).sort()).toEqual([
      'kept-answers',
      'kept-answers:answer:story',
      'kept-answers:position',
    ]);
    expect(sessionStoragePersistence('kept-answers').load()).toEqual(saved);
    persistence.clear();
    expect(sessionStorage.length).toBe(0);
  });

  it('does not write it again when another answer or the step changes, even after a reload', () => {
    sessionStoragePersistence('kept-answers').save(saved);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const afterReload = sessionStoragePersistence('kept-answers');
    afterReload.save({ ...saved, values: { ...saved.values, name: 'Ana María' } });
    afterReload.save({ ...saved, values: { ...saved.values, name: 'Ana María' }, step: 2 });
    const writtenKeys = setItem.mock.calls.map(([key]) => key);
    expect(writtenKeys).not.toContain('kept-answers:answer:story');
    expect(Math.max(...setItem.mock.calls.map(([, text]) => text.length))).toBeLessThan(1000);
    expect(afterReload.load()).toMatchObject({ values: { name: 'Ana María', story: long } });
  });

  it('removes its entry once the answer is short again, even one an earlier page wrote', () => {
    sessionStoragePersistence('kept-answers').save(saved);
    const afterReload = sessionStoragePersistence('kept-answers');
    afterReload.save({ ...saved, values: { name: 'Ana', story: 'short now' } });
    expect(Object.keys(sessionStorage).sort()).toEqual(['kept-answers', 'kept-answers:position']);
    expect(afterReload.load()).toMatchObject({ values: { story: 'short now' } });
  });

  it('reads answers kept all in one entry, as an earlier version of the page kept them', () => {
    sessionStorage.setItem('kept-answers', JSON.stringify({ values: { story: long } }));
    expect(sessionStoragePersistence('kept-answers').load()).toEqual({ values: { story: long } });
  });
});

describe('sessionStoragePersistence where site data is blocked', () => {
  it('says it keeps nothing when reading sessionStorage itself throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const persistence = sessionStoragePersistence('kept-answers');
    expect(persistence.save({ values: { name: 'Ana' }, step: 0, visited: [0] })).toBe(false);
    expect(persistence.load()).toBeUndefined();
    expect(() => persistence.clear()).not.toThrow();
  });
});

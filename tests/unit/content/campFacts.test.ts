import { describe, expect, it } from 'vitest';
import { campEndDate, campFacts, campSchedule, campTotal } from '../../../src/content/campFacts';
import { campDatesWithDays, campTotalPrice, weekSpan } from '../../../src/content/campPhrases.en';

describe('the camp facts', () => {
  it('price the whole camp as weeks × weekly price: $1,500 for five weeks at $300 (SPEC §9)', () => {
    expect(campTotal).toBe(campFacts.weeks * campFacts.pricePerWeek);
    expect(campTotal).toBe(1500);
    expect(campTotalPrice).toBe('$1,500');
  });

  it('lay out five Monday-to-Friday weeks, Monday July 14 to Friday August 15, 2025', () => {
    expect(campSchedule).toEqual([
      { week: 1, start: '2025-07-14', end: '2025-07-18' },
      { week: 2, start: '2025-07-21', end: '2025-07-25' },
      { week: 3, start: '2025-07-28', end: '2025-08-01' },
      { week: 4, start: '2025-08-04', end: '2025-08-08' },
      { week: 5, start: '2025-08-11', end: '2025-08-15' },
    ]);
    expect(campEndDate).toBe('2025-08-15');
    expect(campDatesWithDays).toBe('Monday July 14 to Friday August 15, 2025');
    expect(campSchedule.map(weekSpan)).toEqual([
      'July 14 to July 18',
      'July 21 to July 25',
      'July 28 to August 1',
      'August 4 to August 8',
      'August 11 to August 15',
    ]);
  });
});

import { within } from '@testing-library/react';

/**
 * The answers a review shows, as a reader meets them in its description lists: each question
 * (a term) with the answer beside it (its definition), by the question's words.
 */
export function reviewedAnswers(review: HTMLElement): Map<string, string> {
  const answers = new Map<string, string>();
  for (const term of within(review).getAllByRole('term')) {
    const answer = term.nextElementSibling;
    if (answer) answers.set(term.textContent ?? '', answer.textContent ?? '');
  }
  return answers;
}

import { useState } from 'react';

/**
 * The steps the person has seen, in the order they first saw them (the stepper marks a step done
 * only once it was visited), starting from those a reload `restored`.
 */
export function useVisitedSteps(
  stepIndex: number,
  restored: readonly number[] | undefined,
): readonly number[] {
  const [visited, setVisited] = useState<readonly number[]>(() => restored ?? []);
  // Updated while rendering (React's pattern for state that follows a prop): no extra commit.
  if (!visited.includes(stepIndex)) setVisited([...visited, stepIndex]);
  return visited;
}

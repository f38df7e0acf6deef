import { useLayoutEffect, useState } from 'react';
import { afterPress, isPressed } from './afterPress.ts';

/**
 * `value`, except that while a pointer is pressed it stays what it was when the press began, and
 * changes once the press has clicked (see `afterPress`). For what a line near the wizard's buttons
 * shows (the line beside Next, "Checking…", a check's failure, a row's undo note): a change between
 * the press and the release (a field losing focus starts its check, whose answer may land at once)
 * would grow or shrink the page, move the button from under the pointer, and lose the click.
 */
export function useSteadyDuringPress<Value>(value: Value): Value {
  const [shown, setShown] = useState(value);
  const pressed = isPressed();
  // Outside a press the new value shows in this very render: React renders again before it
  // commits, so the line costs a keystroke no second commit.
  if (!pressed && !Object.is(shown, value)) setShown(() => value);
  // During a press, once it has clicked.
  useLayoutEffect(() => {
    if (Object.is(shown, value)) return;
    let current = true;
    afterPress(() => {
      if (current) setShown(() => value);
    });
    return () => {
      current = false;
    };
  }, [shown, value]);
  return pressed ? shown : value;
}

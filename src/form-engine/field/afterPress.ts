/**
 * Runs `action` now, or, while a pointer is pressed, once the press has done its work. A warning
 * revealed as a field loses focus would otherwise appear between the press and the release of
 * whatever the person pressed (Next), grow the page above it, and turn the tap into a miss.
 */
let pressed = false;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => (pressed = false);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPress(action: () => void): void {
  listen();
  if (!pressed) {
    action();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', later, true);
    document.removeEventListener('pointercancel', later, true);
    action();
  };
  // After the click's own handlers (a new task), or when the press turns out to be a scroll.
  const later = () => setTimeout(run, 0);
  document.addEventListener('click', later, true);
  document.addEventListener('pointercancel', later, true);
  // A press that never clicks (dragged off) still reveals the warning soon.
  setTimeout(run, 1000);
}

/** Whether a pointer is pressed now (between its press and its release). */
export const isPressed = () => pressed;

/** Starts watching presses (the wizard calls this on mount, before any field can lose focus). */
export const watchPresses = listen;

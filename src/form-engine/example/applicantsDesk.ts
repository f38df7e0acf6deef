/**
 * The example's stand-in for a service elsewhere: the clinic's applicants desk, which knows who
 * has applied and which employers are on the health register. It answers in the page after a
 * short wait, so nothing leaves the browser.
 */

/** What the desk says of `question` after its wait, unless `signal` aborts the call first. */
function askTheDesk<Answer>(signal: AbortSignal, question: () => Answer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const answer = setTimeout(() => {
      try {
        resolve(question());
      } catch (error) {
        reject(error);
      }
    }, 1200);
    signal.addEventListener('abort', () => {
      clearTimeout(answer);
      reject(signal.reason);
    });
  });
}

/**
 * Whether this e-mail has applied: `taken@example.com` has, and `offline@example.com` finds the
 * desk unreachable (the check cannot be made).
 */
export function hasApplied(email: string, signal: AbortSignal): Promise<boolean> {
  return askTheDesk(signal, () => {
    const address = email.trim().toLowerCase();
    if (address === 'offline@example.com') throw new Error('The applicants desk is offline');
    return address === 'taken@example.com';
  });
}

/** Whether the health register knows this employer: every one but `Nowhere Ltd`. */
export function isRegisteredEmployer(employer: string, signal: AbortSignal): Promise<boolean> {
  return askTheDesk(signal, () => employer.trim().toLowerCase() !== 'nowhere ltd');
}

/**
 * The example's stand-in for a service elsewhere ("has this e-mail already applied?"). It
 * answers in the page after a short wait, so nothing leaves the browser: `taken@example.com` has
 * applied, and `offline@example.com` finds the desk unreachable (the check cannot be made).
 */
export function hasApplied(email: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const answer = setTimeout(() => {
      const address = email.trim().toLowerCase();
      if (address === 'offline@example.com') reject(new Error('The applicants desk is offline'));
      else resolve(address === 'taken@example.com');
    }, 1200);
    signal.addEventListener('abort', () => {
      clearTimeout(answer);
      reject(signal.reason);
    });
  });
}

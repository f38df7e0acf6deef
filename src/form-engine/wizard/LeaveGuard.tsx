import { useEffect } from 'react';
import type { CompletionTracker } from '../gate/createCompletionTracker.ts';
import { useTrackerValue } from './useTrackerValue.ts';
import type { WizardNavigation } from './WizardNavigation.ts';

const selectHasAnswers = (tracker: CompletionTracker) => tracker.hasAnswers();

/**
 * Asks before the person leaves with answers that were not submitted: by a reload or closing the
 * tab, the browser's prompt, but only while the answers are not kept (a reload brings kept answers
 * back, and the page says so, so the browser's "changes may not be saved" would be untrue); by a
 * link within the site, the navigation's dialog, when its guard holds the link. A navigation that
 * holds none (the wizard's own, without a router) brings no dialog, and a form using it downloads
 * none.
 */
export function LeaveGuard({
  submitted,
  kept,
  navigation,
}: {
  submitted: boolean;
  /** Whether the answers are kept (the wizard's `persistence`), which the dialog must say. */
  kept: boolean;
  navigation: WizardNavigation;
}) {
  const hasAnswers = useTrackerValue(selectHasAnswers);
  const active = hasAnswers && !submitted;
  const promptOnUnload = active && !kept;
  useEffect(() => {
    if (!promptOnUnload) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [promptOnUnload]);
  const guard = navigation.useLeaveGuard(active);
  const { LeaveDialog } = navigation;
  return LeaveDialog ? (
    <LeaveDialog open={guard.blocked} kept={kept} onLeave={guard.proceed} onStay={guard.stay} />
  ) : null;
}

import { Activity, Component, Fragment, Suspense, useInsertionEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** One step a StepStack holds: its key (the step's id) and what renders it. */
export interface StackedStep {
  key: string;
  node: ReactNode;
}

/**
 * Shows the `current` step of a flow and keeps the others of `steps` (the next one) rendered ahead, hidden, so
 * Continue only reveals a step that is already built. A hidden step renders when the browser has nothing more urgent
 * (React's `<Activity mode="hidden">`), runs none of its effects until it is shown (a step's defaults apply when it
 * opens, not before), and is kept out of the document in an element of its own: the page never holds two steps'
 * labels or inputs. When it becomes current, its element moves into the page before any of its layout effects run.
 *
 * The step shown first renders in place, as the markup rendered ahead of time on the server has it (it hydrates);
 * every later step renders through its own element. The element focused in the step that leaves (the Continue pressed)
 * is blurred before that step's DOM is removed (`ReleaseFocus`).
 */
export function StepStack({ current, steps, fallback }: { current: string; steps: StackedStep[]; fallback: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, HTMLDivElement>());
  // The step rendered in place: the first current one, until the borrower leaves it (then never again).
  const hasCurrent = steps.some((s) => s.key === current);
  const [inPlace, setInPlace] = useState<string | null | undefined>(hasCurrent ? current : undefined);
  if (inPlace === undefined && hasCurrent) setInPlace(current);
  else if (inPlace && inPlace !== current) setInPlace(null);

  const elementFor = (key: string) => {
    let element = elements.current.get(key);
    if (!element) {
      element = document.createElement('div');
      elements.current.set(key, element);
    }
    return element;
  };

  // In the commit's mutation phase, after the steps' own DOM changes and before any layout effect: the current
  // step's element is the only one in the page.
  useInsertionEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shown = current !== inPlace ? elements.current.get(current) : undefined;
    for (const child of [...host.children]) if (child !== shown) child.remove();
    if (shown && shown.parentNode !== host) host.appendChild(shown);
    for (const key of [...elements.current.keys()]) if (!steps.some((s) => s.key === key)) elements.current.delete(key);
  });

  return (
    <>
      <ReleaseFocus current={current} hostRef={hostRef} />
      {steps.map((s) => (s.key === inPlace && s.key === current ? <Fragment key={s.key}>{s.node}</Fragment> : null))}
      <div ref={hostRef} />
      {steps.map((s) => (s.key === inPlace && s.key === current ? null : createPortal(
        // A step whose widgets are still loading waits on its own (a hidden one out of sight).
        <Activity mode={s.key === current ? 'visible' : 'hidden'}><Suspense fallback={fallback}>{s.node}</Suspense></Activity>,
        elementFor(s.key),
        s.key,
      )))}
    </>
  );
}

/**
 * Blurs the focused element inside the stack (the Continue just pressed, or the field where Enter was) when the
 * current step changes, in the commit's before-mutation phase: before React removes the step that holds it. Removing
 * the focused element made Chrome lay the page out at once, inside the click's commit (5 ms at 4× CPU in a trace);
 * blurred first, the removal is a plain DOM change and the frame's one layout serves it. Focus ends on the body either
 * way. (A class: `getSnapshotBeforeUpdate` is the one hook that runs before the commit's DOM changes.)
 */
class ReleaseFocus extends Component<{ current: string; hostRef: RefObject<HTMLDivElement | null> }> {
  override getSnapshotBeforeUpdate(previous: { current: string }) {
    const stack = this.props.hostRef.current?.parentElement;
    const active = document.activeElement;
    if (previous.current !== this.props.current && stack && active instanceof HTMLElement && stack.contains(active)) active.blur();
    return null;
  }

  override componentDidUpdate() {}

  override render() {
    return null;
  }
}

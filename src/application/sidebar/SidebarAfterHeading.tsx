import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders its children right after the first h1 inside `container` (the page's heading), wherever the page puts it;
 * until the page has an h1, at the top of the container. Pages are loaded on demand and own their markup, so the
 * place is found, and kept, with a MutationObserver. Used below 1024 px, where the sidebar follows the page heading.
 */
export function SidebarAfterHeading({ container, children }: { container: HTMLElement | null; children: ReactNode }) {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    element.dataset.testid = 'sidebar-slot';
    return element;
  });
  const [placed, setPlaced] = useState(false);
  useLayoutEffect(() => {
    if (!container) return undefined;
    const place = () => {
      const heading = container.querySelector('h1');
      if (heading) {
        if (heading.nextSibling !== slot) heading.after(slot);
      } else if (container.firstChild !== slot) {
        container.prepend(slot);
      }
    };
    place();
    setPlaced(true);
    const observer = new MutationObserver(place);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      slot.remove();
    };
  }, [container, slot]);
  return placed ? createPortal(children, slot) : null;
}

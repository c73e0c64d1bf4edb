/**
 * Brings `element` into view below the sticky navigation bar, which would cover it, unless it is
 * wholly in view there already: what the patient just opened or just caused is where they look.
 * 'center' keeps a short message clear of the toasts too, which sit just below the bar
 * (src/app/toast-container.tsx).
 */
export function revealBelowHeader(element: HTMLElement, where: 'start' | 'center'): void {
  const headerBottom = Math.max(
    document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    0,
  );
  const box = element.getBoundingClientRect();
  if (where === 'start' && box.top >= headerBottom && box.bottom <= window.innerHeight) return;
  const gap = 16;
  const target =
    where === 'start'
      ? headerBottom + gap
      : headerBottom + (window.innerHeight - headerBottom - box.height) / 2;
  window.scrollBy({ top: box.top - target });
}

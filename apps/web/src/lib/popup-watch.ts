/**
 * Tells whether a popup is open anywhere in the page: every antd-mobile
 * popup, sheet, modal, dialog and picker draws its mask (`.adm-mask`) and hides
 * it with display:none once closed; a toast's mask (which does not block) does
 * not count. Watching the masks catches every popup, the imperative dialogs
 * included, without each one reporting itself.
 */
const MASK = '.adm-mask:not(.adm-toast-mask)';

function shown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return false;
  }
  return true;
}

export function anyPopupOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>(MASK)].some(shown);
}

/** Calls `onChange` each time the first popup opens (true) or the last one closes (false). */
export function watchPopups(
  onChange: (open: boolean) => void,
  root: HTMLElement = document.body,
): () => void {
  let open = anyPopupOpen(root);
  const observer = new MutationObserver(() => {
    const now = anyPopupOpen(root);
    if (now === open) return;
    open = now;
    onChange(now);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

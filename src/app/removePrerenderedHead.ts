/** Removes the head tags the prerender wrote for its page, between its two markers. */
export function removePrerenderedHead() {
  let inside = false;
  for (const node of [...document.head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null;
    if (marker === 'page-head') inside = true;
    if (inside) node.remove();
    if (marker === '/page-head') inside = false;
  }
}

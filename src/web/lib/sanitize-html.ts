/**
 * An allowlist HTML sanitiser for notification bodies: a handful of inline tags survive, links
 * keep only safe hrefs (site paths, https, tel:, mailto:) and open WhatsApp in a new tab; every
 * other element is replaced by its text and every other attribute dropped.
 */
const ALLOWED_TAGS = new Set(['A', 'B', 'STRONG', 'I', 'EM', 'U', 'BR', 'P', 'SPAN', 'UL', 'OL', 'LI', 'SMALL']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH']);

export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return /^(https:\/\/|tel:|mailto:)/i.test(value);
}

export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.innerHTML;
}

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    if (DROP_WITH_CONTENT.has(el.tagName.toUpperCase())) {
      el.remove();
      continue;
    }
    clean(el);
    if (!ALLOWED_TAGS.has(el.tagName.toUpperCase())) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    const href = el.tagName.toUpperCase() === 'A' ? el.getAttribute('href') : null;
    for (const attr of Array.from(el.attributes)) el.removeAttribute(attr.name);
    if (href !== null && isSafeHref(href)) {
      el.setAttribute('href', href.trim());
      if (/^https:/i.test(href.trim())) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

import DOMPurify from 'dompurify';

/**
 * Notification bodies are HTML (spec section 3): DOMPurify keeps a handful of inline tags and
 * links whose target is a site path, https, tel: or mailto:. Links to other sites open in a new tab.
 * This module loads with the notification banner, not with the page.
 */
const purify = DOMPurify();

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small'],
  ALLOWED_ATTR: ['href'],
  // https, tel: and mailto: links, and paths of this site (not `//host` or `/\host`).
  ALLOWED_URI_REGEXP: /^(?:(?:https|tel|mailto):|\/(?![/\\]))/i,
};

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}

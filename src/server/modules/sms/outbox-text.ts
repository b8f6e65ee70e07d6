/**
 * A message's text as staff see it in the outbox: every word the family read, but no key. A link
 * opens the family's application (or lets a spouse sign) and a code confirms a card, so each link
 * shows only its site and each code of 4 to 8 digits only as dots
 * (docs/decisions/2026-11-28-outbox-text.md). An erased message has no text left.
 */
export function outboxText(body: string): string {
  return body
    .replace(/https?:\/\/\S+/g, (url) => {
      try {
        return `${new URL(url).origin}/… (link hidden)`;
      } catch {
        return '(link hidden)';
      }
    })
    .replace(/(?<![\p{L}\p{N}-])\p{Nd}{4,8}(?![\p{L}\p{N}-])/gu, (code) => '•'.repeat(code.length));
}

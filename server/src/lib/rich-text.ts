import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a rich-text field may store (news bodies, the cookie notice, privacy policies): what the
 * web's editor writes, nothing that runs. Scripts, event handlers, `style`, forms, frames and
 * `javascript:`/`data:` URLs are dropped; links may only be http(s) or mailto, open in a new tab
 * and carry `noopener noreferrer`. Everything stored goes through `cleanRichText` first, so the
 * client renders stored HTML as it is.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'hr', 'sub', 'sup', 'mark'],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script/style/etc. is dropped with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** Clean HTML for storage; an empty string when nothing readable is left. */
export function cleanRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainText(clean) === '' ? '' : clean;
}

/** The words of stored HTML, for previews, search and checks of emptiness. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

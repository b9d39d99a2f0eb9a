import Mustache from 'mustache';

/** The three editable parts of an email template, and of a rendered email. */
export interface EmailParts {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A header value on one line: CR, LF and other control characters become one space. */
export function oneLine(value: string): string {
  return value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}

/** An address fit for a header: no CR/LF or other control character can start a new header. */
export function cleanAddress(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
}

/**
 * The view mustache sees: only the declared variables, as plain strings, on an object without a
 * prototype (so `{{constructor}}` finds nothing and no value can be a lambda).
 */
function viewOf(variables: Record<string, string | undefined>, declared: readonly string[], map: (v: string) => string) {
  const view = Object.create(null) as Record<string, string>;
  for (const name of declared) {
    const value = variables[name];
    if (typeof value === 'string') view[name] = map(value);
  }
  return view;
}

// Values are escaped (or not) before rendering and mustache's own escaping is off. So even a
// `{{{name}}}` or `{{&name}}` that reached a stored template cannot put raw HTML in the HTML part.
const VERBATIM = { escape: (v: unknown) => String(v) };
const NO_PARTIALS = () => undefined;

/**
 * Renders the three parts: variables HTML-escaped in the HTML part, as they are in the text part,
 * and on one line in the subject. Variables the template does not declare are ignored.
 */
export function renderEmail(template: EmailParts, variables: Record<string, string | undefined>, declared: readonly string[]): EmailParts {
  const render = (source: string, map: (v: string) => string) => Mustache.render(source, viewOf(variables, declared, map), NO_PARTIALS, VERBATIM);
  return {
    subject: oneLine(render(template.subject, oneLine)),
    html: render(template.html, escapeHtml),
    text: render(template.text, (v) => v),
  };
}

export interface TemplateProblem {
  part: keyof EmailParts;
  message: string;
}

type Spans = ReturnType<typeof Mustache.parse>;

/** Walks a parsed template, answering the names it uses and the tag kinds it should not use. */
function inspect(spans: Spans, names: Set<string>, refused: Set<string>) {
  for (const span of spans) {
    const [type, value] = span;
    if (type === 'name' || type === '#' || type === '^') names.add(value);
    if (type === '&' || type === '>' || type === '=') refused.add(type);
    const children = span[4];
    if (Array.isArray(children)) inspect(children, names, refused);
  }
}

/**
 * What is wrong with a template before it is saved: malformed tags, raw (`{{{ }}}`, `{{& }}`)
 * tags, partials, delimiter changes, and variables the template key does not declare.
 */
export function checkTemplate(parts: Partial<EmailParts>, declared: readonly string[]): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const part of ['subject', 'html', 'text'] as const) {
    const source = parts[part];
    if (source === undefined) continue;
    const names = new Set<string>();
    const refused = new Set<string>();
    try {
      inspect(Mustache.parse(source), names, refused);
    } catch (err) {
      problems.push({ part, message: err instanceof Error ? err.message : 'The template cannot be read' });
      continue;
    }
    if (refused.size) problems.push({ part, message: 'Raw {{{ }}} and {{& }} tags, partials and delimiter changes are not allowed' });
    const unknown = [...names].filter((n) => !declared.includes(n));
    if (unknown.length) problems.push({ part, message: `Unknown variables: ${unknown.join(', ')} (available: ${declared.join(', ')})` });
  }
  return problems;
}

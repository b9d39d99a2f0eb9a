// What a person wrote in a reply, without the history their mail program quoted below it or the
// signature: the text above the first line that starts quoted history, with trailing quoted lines
// and a signature block cut off. Quoted lines (`>`) in the middle of the answer (a reply written
// between quotes) stay out too.

/** "On Mon, 3 Dec 2026 at 10:00, Ana <ana@example.com> wrote:" and its Spanish and Portuguese forms, possibly wrapped over two lines. */
const ATTRIBUTION = [
  /^on\b.{0,300}\bwrote:\s*$/i,
  /^el\b.{0,300}\bescribi[oó]:\s*$/i,
  /^em\b.{0,300}\bescreveu:\s*$/i,
  /^no dia\b.{0,300}\bescreveu:\s*$/i,
  /^le\b.{0,300}\ba écrit\s*:\s*$/i,
  /^am\b.{0,300}\bschrieb.{0,100}:\s*$/i,
];

/** Lines that start a forwarded or quoted block in Outlook and other programs. */
const SEPARATORS = [
  /^-{2,}\s*(original message|mensaje original|mensagem original|forwarded message|mensaje reenviado|mensagem encaminhada)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^begin forwarded message:\s*$/i,
];

/** An Outlook header block: "From: …" followed within a few lines by Sent/Date and To/Subject. */
const OUTLOOK_FROM = /^\*?(from|de|von)\s*:\*?\s+\S/i;
const OUTLOOK_NEXT = /^\*?(sent|date|to|subject|enviado|fecha|para|asunto|data|assunto|cc)\s*:\*?/i;

/** Signature openers: RFC 3676's "-- " line and common mobile footers. */
const SIGNATURE = [/^--\s?$/, /^sent from my \w+/i, /^enviado desde mi \w+/i, /^enviado do meu \w+/i, /^get outlook for \w+/i];

const isQuoted = (line: string) => /^\s*>/.test(line);

function startsHistory(lines: string[], i: number): boolean {
  const line = lines[i]!.trim();
  if (SEPARATORS.some((r) => r.test(line))) return true;
  if (ATTRIBUTION.some((r) => r.test(line))) return true;
  // Gmail and others wrap a long attribution: "On …, Ana <ana@" / "example.com> wrote:".
  const next = lines[i + 1]?.trim();
  if (next !== undefined && /^(on|el|em|no dia)\b/i.test(line) && ATTRIBUTION.some((r) => r.test(`${line} ${next}`))) return true;
  if (OUTLOOK_FROM.test(line)) {
    const following = lines.slice(i + 1, i + 5).map((l) => l.trim());
    if (following.filter((l) => OUTLOOK_NEXT.test(l)).length >= 2) return true;
  }
  return false;
}

/** The new text of a reply (plain text): quoted history and signature cut, whitespace tidied. */
export function cutReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i += 1) {
    if (startsHistory(lines, i)) {
      end = i;
      break;
    }
  }
  let kept = lines.slice(0, end);
  const signature = kept.findIndex((l) => SIGNATURE.some((r) => r.test(l.trimEnd())));
  if (signature >= 0) kept = kept.slice(0, signature);
  kept = kept.filter((l) => !isQuoted(l));
  return kept
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

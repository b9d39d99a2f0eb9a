/** An article is a draft (staff only) or published (customers of its audience). */
export const KB_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type KbArticleStatus = (typeof KB_ARTICLE_STATUSES)[number];

/** Who reads a published article: every customer, or only the companies chosen. */
export const KB_VISIBILITIES = ['all', 'companies'] as const;
export type KbVisibility = (typeof KB_VISIBILITIES)[number];

export const KB_TITLE_MAX = 200;
export const KB_BODY_MAX = 100_000;
export const KB_CATEGORY_NAME_MAX = 80;
export const KB_SEARCH_MAX = 200;

/** The new request form asks for suggestions once this many characters are typed, this long after the last key. */
export const KB_SUGGEST_MIN_CHARS = 3;
export const KB_SUGGEST_DEBOUNCE_MS = 400;
/** How many articles a suggestion answer holds at most. */
export const KB_SUGGEST_LIMIT = 5;

/**
 * A request form's draft in which an article was opened counts as "not sent after reading" once
 * the reader says the article answered it, or this long after the first opening without a request.
 */
export const KB_DEFLECTION_HOURS = 24;

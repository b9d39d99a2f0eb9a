/** What the Home page shows (spec §2, §3): carousel slides, news, links and featured documents. */
export const HOME_ITEM_KINDS = ['slide', 'news', 'link', 'document'] as const;
export type HomeItemKind = (typeof HOME_ITEM_KINDS)[number];

/** The icons a Home link may carry (names of the web's icon set, chosen from this list only). */
export const HOME_LINK_ICONS = ['link', 'world', 'file', 'mail', 'phone', 'calendar', 'info', 'help', 'truck', 'building', 'tool', 'chart'] as const;
export type HomeLinkIcon = (typeof HOME_LINK_ICONS)[number];

/** An uploaded Home image is a photo (slides, news) or a logo (slides). */
export const HOME_IMAGE_PURPOSES = ['photo', 'logo'] as const;
export type HomeImagePurpose = (typeof HOME_IMAGE_PURPOSES)[number];

/**
 * The widths each purpose is re-encoded to (WebP), largest first: the carousel's `srcset`.
 * A 12 MB camera photo never reaches a phone.
 */
export const HOME_IMAGE_WIDTHS: Record<HomeImagePurpose, readonly [number, number]> = { photo: [1600, 800], logo: [320, 160] };
export const HOME_IMAGE_VARIANTS = ['large', 'small'] as const;
export type HomeImageVariant = (typeof HOME_IMAGE_VARIANTS)[number];

/** The largest image upload accepted (before it is resized). */
export const HOME_IMAGE_MAX_MEGABYTES = 15;
/** The image types an upload may be, decided from its bytes. */
export const HOME_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const HOME_TITLE_MAX = 200;
export const HOME_SUMMARY_MAX = 600;
export const HOME_BODY_MAX = 50_000;
export const HOME_URL_MAX = 2000;

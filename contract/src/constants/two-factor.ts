export const TWO_FACTOR_METHODS = ['none', 'email', 'totp'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** Digits of an emailed or app code. */
export const TWO_FACTOR_CODE_DIGITS = 6;
/** A code as typed: its digits, possibly in two groups with a space between ("123 456"). */
export const TWO_FACTOR_CODE_TYPED_MAX = TWO_FACTOR_CODE_DIGITS + 1;
/** The longest code the sign-in's second step takes (a recovery code). */
export const TWO_FACTOR_VERIFY_CODE_MAX = 32;

export const TWO_FACTOR_METHODS = ['none', 'email', 'totp'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

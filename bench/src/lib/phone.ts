/** A mid-range phone as a browser context: iPhone 12/13/14 screen, Chrome on Android. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  locale: 'en-US',
};

/** A mid-range phone's CPU, against this machine's. */
export const CPU_SLOWDOWN = 4;

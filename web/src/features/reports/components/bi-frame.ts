/** A report fills the page below its header: the window's height less the top bar and the header, never under 480 px. */
export const BI_FRAME_HEIGHT = 'max(480px, calc(100dvh - 200px))';

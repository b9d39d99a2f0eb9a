/**
 * What ProseMirror (the rich-text editor) asks the layout for and jsdom does not lay out: empty
 * rectangles are enough for its scrolling and selection code. Imported by tests that type in it.
 */
const emptyRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);

for (const proto of [Range.prototype, Text.prototype] as unknown as { getClientRects?: unknown; getBoundingClientRect?: unknown }[]) {
  proto.getClientRects ??= emptyRects;
  proto.getBoundingClientRect ??= emptyRect;
}
document.elementFromPoint ??= () => null;

/** Gives jsdom the `document.fonts` it lacks, which a growing textarea listens to (in `beforeAll`). */
export function addDocumentFonts() {
  if (!document.fonts)
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
}

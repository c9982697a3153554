/**
 * A `Content-Disposition` for a file named after user text (a game's name): the plain `filename`
 * is ASCII only (accents folded, anything else a dash), so no quote, line break or non-ASCII byte
 * of a name ever reaches a header; `filename*` (RFC 5987/6266) carries the real name UTF-8 encoded
 * for the browsers that read it.
 */
export function contentDisposition(baseName: string, extension: string): string {
  const cleaned = baseName
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const ascii =
    cleaned
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-. ]+|[-. ]+$/g, '') || 'report';
  const encoded = encodeURIComponent(`${cleaned || 'report'}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}

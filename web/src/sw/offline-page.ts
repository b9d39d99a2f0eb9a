/** The texts of the offline page, one set per dictionary (`offline.*`). */
export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page the service worker shows for a navigation it cannot answer while offline. It is
 * written at build time from the three dictionaries and needs nothing else: no script (the
 * reader's language is not known without one, so it says it in all three), no font, no fetch.
 */
export function renderOfflinePage(appTitle: string, texts: Record<string, OfflineTexts>): string {
  const sections = Object.entries(texts)
    .map(
      ([lang, t]) => `    <section lang="${escapeHtml(lang)}">
      <h1>${escapeHtml(t.title)}</h1>
      <p>${escapeHtml(t.text)}</p>
      <a href="">${escapeHtml(t.retry)}</a>
    </section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(Object.keys(texts)[0] ?? 'en')}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${escapeHtml(appTitle)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f8f9fa; color: #212529; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
      main { width: 100%; max-width: 560px; margin: 24px 16px; padding: 8px 24px; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; }
      section + section { border-top: 1px solid #e9ecef; }
      section { padding: 16px 0; }
      h1 { margin: 0 0 4px; font-size: 20px; }
      p { margin: 0 0 12px; color: #495057; }
      a { display: inline-block; padding: 8px 16px; border-radius: 4px; background: #1c7ed6; color: #fff; text-decoration: none; font-weight: 600; }
      a:focus-visible { outline: 2px solid #1864ab; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
${sections}
    </main>
  </body>
</html>
`;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> · Customer Hub" in the current language. */
export function usePageTitle(pageTitle: string, enabled = true): void {
  const { t } = useTranslation();
  const appTitle = t('app.title');
  useEffect(() => {
    if (!enabled) return;
    document.title = pageTitle && pageTitle !== appTitle ? `${pageTitle} · ${appTitle}` : appTitle;
  }, [pageTitle, appTitle, enabled]);
}

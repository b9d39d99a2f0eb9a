import { useEffect } from 'react';
import { changeAppLanguage, currentLanguage } from '@/i18n/i18n';
import { isLanguageCode } from '@/i18n/language';
import { useUserLanguage } from '@/lib/current-user';

/** After sign-in the user's stored language (GET /api/Account/GetUserLanguage) wins over the browser's. */
export function useSyncUserLanguage(): void {
  const { data } = useUserLanguage();
  useEffect(() => {
    if (isLanguageCode(data) && data !== currentLanguage()) void changeAppLanguage(data);
  }, [data]);
}

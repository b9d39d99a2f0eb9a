import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@customer-hub/contract/languages';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/current-user';
import { isSessionValid } from '@/lib/session';
import { changeAppLanguage } from '@/i18n/i18n';

/**
 * Switches language at once; when signed in also saves it with PUT /api/account/language.
 * A failed save keeps the new language for this browser and reports through `onSaveError`.
 */
export function useChangeLanguage(onSaveError?: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useCallback(
    async (code: LanguageCode) => {
      await changeAppLanguage(code);
      if (!isSessionValid()) return;
      try {
        await api.put<unknown>('/api/account/language', { language: code });
        queryClient.setQueryData(userKeys.language, code);
      } catch (error) {
        onSaveError?.(error);
      }
    },
    [queryClient, onSaveError],
  );
}

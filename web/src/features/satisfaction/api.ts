import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SatisfactionAnswerRequest } from '@customer-hub/contract/satisfaction';
import { call } from '@/lib/api-call';

const surveyKey = (token: string) => ['satisfaction', 'survey', token] as const;

/** GET /api/satisfaction/:token (public): the survey of an emailed link; records nothing. */
export function useSurvey(token: string) {
  return useQuery({
    queryKey: surveyKey(token),
    queryFn: ({ signal }) => call('GET /api/satisfaction/:token', { params: { token }, signal }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/satisfaction/:token (public): records or changes the answer. */
export function useAnswerSurvey(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SatisfactionAnswerRequest) => call('POST /api/satisfaction/:token', { params: { token }, body }),
    onSuccess: (survey) => queryClient.setQueryData(surveyKey(token), survey),
  });
}

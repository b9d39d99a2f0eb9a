import { useGet } from '@/lib/queries';

/** What this installation tells a company's IT (GET /api/connect): fixed while it runs. */
export const useConnectInfo = () => useGet(['connect'], 'GET /api/connect', { staleTime: Infinity });

import { ErrorStatusPage } from '@/features/errors/components/error-status-page';

/** /404 and every unknown path: the page does not exist or has moved. */
export const NotFoundPage = () => <ErrorStatusPage kind="notFound" />;

import { ErrorStatusPage } from '@/features/errors/components/error-status-page';

/** /500, also shown when a route fails to render or load. */
export const ServerErrorPage = () => <ErrorStatusPage kind="serverError" />;

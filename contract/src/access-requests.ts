import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { PageQuery, pageOf } from './paging.ts';
import { Permission } from './permissions.ts';
import { ACCESS_REQUEST_STATUSES } from './constants/access-requests.ts';
import { USER_NAME_MAX, USER_NAME_PATTERN } from './constants/users.ts';
export * from './constants/access-requests.ts';

export const AccessRequestStatus = z.enum(ACCESS_REQUEST_STATUSES);

export const AccessRequest = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  presentation: z.string(),
  language: z.string(),
  status: AccessRequestStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequest>;
export const FindAccessRequestsRequest = PageQuery.extend({ status: AccessRequestStatus.optional() });
export type FindAccessRequestsRequest = z.infer<typeof FindAccessRequestsRequest>;
export const FindAccessRequestsResponse = pageOf(AccessRequest);
export const AccessRequestParams = z.object({ id: z.string().uuid() });

/** POST /api/access-requests/:id/approve: creates the contact and emails an invitation. */
export const ApproveAccessRequest = z.object({
  companyId: z.string().uuid(),
  treeNodeKind: z.enum(['company', 'business_partner', 'site', 'building']),
  treeNodeId: z.string().uuid(),
  userName: z.string().trim().min(3).max(USER_NAME_MAX).regex(USER_NAME_PATTERN),
  permissions: z.array(Permission).optional(),
  language: LanguageCode.optional(),
});
export const ApproveAccessRequestResponse = z.object({ contactId: z.string() });
export const RejectAccessRequestResponse = z.object({ rejected: z.literal(true) });

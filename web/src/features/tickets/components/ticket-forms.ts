import { z } from 'zod';
import { AddTicketCommentRequest, CreateTicketRequest, DeclineTicketRequest, ProposeTicketRequest } from '@customer-hub/contract/tickets';
import type { TicketPriority, TicketType } from '@customer-hub/contract/constants/tickets';
import type { FieldMessages } from '@/lib/form';

/** What the new-request form holds: text as typed, the contract's request once checked. */
export type NewRequestValues = {
  /** Staff only: whose request it is (it decides the sites and watchers offered). */
  companyId: string;
  type: TicketType | '';
  priority: TicketPriority;
  siteId: string;
  buildingId: string;
  title: string;
  description: string;
  watcherIds: string[];
};

export const EMPTY_REQUEST: NewRequestValues = {
  companyId: '',
  type: '',
  priority: 'Normal',
  siteId: '',
  buildingId: '',
  title: '',
  description: '',
  watcherIds: [],
};

/**
 * The contract's CreateTicket rules without the attachments (uploaded apart); the site is required
 * when there is more than one to choose from (a site-scoped contact may send none: the server
 * takes their own), and staff first pick the company.
 */
export const newRequestSchema = ({ siteRequired, staff }: { siteRequired: boolean; staff: boolean }) =>
  CreateTicketRequest.omit({ attachmentIds: true }).extend({
    siteId: siteRequired ? z.uuid() : z.uuid().optional(),
    companyId: staff ? z.string().min(1) : z.string().optional(),
  });

/** Staff propose a date and a budget: the contract's rules. */
export const proposeSchema = ProposeTicketRequest;
/** A comment's text and the internal flag (the files go apart). */
export const commentSchema = AddTicketCommentRequest.omit({ attachmentIds: true });
/** A decline's reason, which the customer is told. */
export const declineReason = DeclineTicketRequest.shape.note;

export const TICKET_FALLBACK: FieldMessages = { required: 'validation.required', too_big: 'validation.tooLong', invalid: 'validation.invalid' };
export const TICKET_MESSAGES: Record<string, FieldMessages> = {
  date: { required: 'validation.required', custom: 'tickets.propose.pastDate', invalid: 'validation.invalid' },
  budget: { required: 'validation.required', invalid: 'tickets.propose.budgetInvalid', too_small: 'tickets.propose.budgetInvalid', too_big: 'tickets.propose.budgetInvalid' },
};

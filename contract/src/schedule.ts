import { z } from 'zod';

/**
 * When published content is shown: from `visibleFrom` (inclusive) until `visibleUntil`
 * (exclusive), ISO instants; either left out or null is open-ended.
 */
export const SCHEDULE_FIELDS = {
  visibleFrom: z.iso.datetime({ offset: true }).nullable().optional(),
  visibleUntil: z.iso.datetime({ offset: true }).nullable().optional(),
};

/** The schedule's end comes after its start (refused on `visibleUntil`). */
export function checkSchedule(value: { visibleFrom?: string | null; visibleUntil?: string | null }, ctx: z.RefinementCtx): void {
  if (value.visibleFrom && value.visibleUntil && Date.parse(value.visibleUntil) <= Date.parse(value.visibleFrom)) {
    ctx.addIssue({ code: 'custom', path: ['visibleUntil'], message: 'The end of the schedule comes before its start' });
  }
}

/** Where published content stands in its schedule: a draft, not shown yet, no longer shown, or shown. */
export type ScheduleStatus = 'draft' | 'scheduled' | 'expired' | 'published';

export const SCHEDULE_COLORS: Record<ScheduleStatus, string> = { draft: 'gray', scheduled: 'yellow', expired: 'orange', published: 'green' };

/** The status of an item published or not, with its optional window (ISO instants). */
export function scheduleStatus(published: boolean, schedule: { visibleFrom: string | null; visibleUntil: string | null }, now = Date.now()): ScheduleStatus {
  if (!published) return 'draft';
  if (schedule.visibleFrom && Date.parse(schedule.visibleFrom) > now) return 'scheduled';
  if (schedule.visibleUntil && Date.parse(schedule.visibleUntil) <= now) return 'expired';
  return 'published';
}

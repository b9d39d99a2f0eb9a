import dayjs from 'dayjs';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { formatDateTime } from '@/lib/format';

type DateTimeFieldProps = Omit<DateTimePickerProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** An ISO instant, or null / '' for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** The picker's value: a wall-clock time in the browser's zone. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A moment picked on a calendar and a clock, shown as the reader writes dates and times (the
 * DatesProvider gives the calendar's language); the value is an ISO instant, the browser's zone
 * applied.
 */
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
  return (
    <DateTimePicker
      clearable
      {...props}
      value={value ? dayjs(value).format(PICKER_FORMAT) : null}
      onChange={(next) => onChange?.(next ? dayjs(next).toISOString() : null)}
      valueFormat={(local) => formatDateTime(dayjs(local).toISOString())}
    />
  );
}

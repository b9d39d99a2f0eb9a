import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { StatusBadge } from '@/components/status-badge';
import type { ReportColumn, ReportFigure, ReportRow } from '@customer-hub/contract/reports';
import { LEDGER_DOCUMENT_TYPE_KEYS } from '@customer-hub/contract/constants/current-account';
import { formatDate, formatFixed, formatMoney, formatMonth, formatNumber, formatPercent } from '@/lib/format';

const NUMERIC: readonly ReportColumn['kind'][] = ['integer', 'decimal', 'money', 'percent'];
export const isNumeric = (column: ReportColumn) => NUMERIC.includes(column.kind);

const formatDecimal = (value: number) => formatFixed(value, 1);

/** Plain text of a cell (table on paper, card lines, accessible values). */
export function cellText(column: ReportColumn, row: ReportRow, t: TFunction): string {
  const value = row[column.key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (column.kind === 'money') return formatMoney(value, typeof row.currency === 'string' ? row.currency : 'EUR');
    if (column.kind === 'percent') return formatPercent(value);
    if (column.kind === 'decimal') return formatDecimal(value);
    return formatNumber(value, 0);
  }
  if (column.kind === 'date') return formatDate(value);
  if (column.kind === 'month') return formatMonth(value);
  if (column.kind === 'status') return statusText(column, value, t);
  return value;
}

function statusText(column: ReportColumn, value: string, t: TFunction): string {
  if (column.values === 'documentType') return t(`documentTypes.${LEDGER_DOCUMENT_TYPE_KEYS[value as keyof typeof LEDGER_DOCUMENT_TYPE_KEYS] ?? value}`, { defaultValue: value });
  if (column.values === 'ticketPriority') return t(`tickets.priorities.${value}`, { defaultValue: value });
  return t(`statuses.${value}`, { defaultValue: value });
}

/** A cell as the table shows it: statuses as badges (not priorities or document types), the rest as text. */
export function cellNode(column: ReportColumn, row: ReportRow, t: TFunction): ReactNode {
  const value = row[column.key];
  if (column.kind === 'status' && typeof value === 'string' && column.values !== 'documentType' && column.values !== 'ticketPriority') return <StatusBadge status={value} />;
  return cellText(column, row, t);
}

/** A key figure as the reader reads it. */
export function figureText(figure: ReportFigure): string {
  if (figure.value === null) return '—';
  if (figure.kind === 'money') return formatMoney(figure.value, figure.currency ?? 'EUR');
  if (figure.kind === 'percent') return formatPercent(figure.value);
  if (figure.kind === 'decimal') return formatDecimal(figure.value);
  return formatNumber(figure.value, 0);
}

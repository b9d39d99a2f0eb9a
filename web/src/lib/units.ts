import type { TFunction } from 'i18next';
import { CONTRACT_LINE_FREQUENCIES } from '@customer-hub/contract/constants/contracts';
import { ORDER_UNITS_OF_MEASURE } from '@customer-hub/contract/constants/orders';

// Units and frequencies come from the ERP as English words: the known ones read in the user's
// language; any other is shown as stored rather than hidden.

const isUnit = (value: string): value is (typeof ORDER_UNITS_OF_MEASURE)[number] => (ORDER_UNITS_OF_MEASURE as readonly string[]).includes(value);
const isFrequency = (value: string): value is (typeof CONTRACT_LINE_FREQUENCIES)[number] => (CONTRACT_LINE_FREQUENCIES as readonly string[]).includes(value);

/** A unit of measure (an order's, a stock item's, a contract line's) in the user's language. */
export function unitLabel(value: string, t: TFunction): string {
  return isUnit(value) ? t(`units.${value}`) : value;
}

/** A contract line's frequency in the user's language. */
export function frequencyLabel(value: string, t: TFunction): string {
  return isFrequency(value) ? t(`frequencies.${value}`) : value;
}

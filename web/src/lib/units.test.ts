import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_LINE_FREQUENCIES } from '@customer-hub/contract/constants/contracts';
import { ORDER_UNITS_OF_MEASURE } from '@customer-hub/contract/constants/orders';
import i18n from '@/i18n/i18n';
import { frequencyLabel, unitLabel } from '@/lib/units';

const labelsIn = async (language: string) => {
  await i18n.changeLanguage(language);
  const t = i18n.t.bind(i18n);
  return { units: ORDER_UNITS_OF_MEASURE.map((u) => unitLabel(u, t)), frequencies: CONTRACT_LINE_FREQUENCIES.map((f) => frequencyLabel(f, t)), t };
};

describe('units and frequencies', () => {
  afterEach(() => i18n.changeLanguage('en-US'));

  it.each(['es-ES', 'pt-PT'])('reads every known unit and frequency in %s, none left in English', async (language) => {
    const english = await labelsIn('en-US');
    const other = await labelsIn(language);
    // kg and m³ are written alike everywhere.
    const words = (units: string[]) => units.filter((_, i) => !['Kg', 'M3'].includes(ORDER_UNITS_OF_MEASURE[i]!));
    words(other.units).forEach((label, i) => expect(label).not.toBe(words(english.units)[i]));
    other.frequencies.forEach((label, i) => expect(label).not.toBe(english.frequencies[i]));
    expect([...other.units, ...other.frequencies].some((label) => label.includes('.'))).toBe(false);
  });

  it('names them in Spanish and Portuguese, and shows a value it does not know as stored', async () => {
    const { t: es } = await labelsIn('es-ES');
    expect([unitLabel('Litre', es), unitLabel('Tonne', es), frequencyLabel('Weekly', es)]).toEqual(['Litros', 'Toneladas', 'Semanal']);
    expect([unitLabel('Pallet', es), frequencyLabel('Fortnightly', es)]).toEqual(['Pallet', 'Fortnightly']);
    const { t: pt } = await labelsIn('pt-PT');
    expect([unitLabel('Hour', pt), frequencyLabel('Daily', pt), frequencyLabel('Monthly', pt)]).toEqual(['Horas', 'Diária', 'Mensal']);
  });
});

import { describe, expect, it } from 'vitest';
import { cutReply } from './reply-text.ts';

const samples: [string, string, string][] = [
  [
    'Gmail (en)',
    'Thanks, tomorrow at 9 works.\n\nOn Thu, Dec 3, 2026 at 10:02 AM Customer Hub <support+rabc@example.com> wrote:\n> Your request TK-2026-000001 was updated.\n> Open it here',
    'Thanks, tomorrow at 9 works.',
  ],
  [
    'Gmail, attribution wrapped',
    'Fine by me.\n\nOn Thu, Dec 3, 2026 at 10:02 AM Customer Hub <support+rabc@\nexample.com> wrote:\n\n> old',
    'Fine by me.',
  ],
  [
    'Apple Mail',
    'Confirmed.\n\nSent from my iPhone\n\n> On 3 Dec 2026, at 10:02, Customer Hub <support@example.com> wrote:\n> \n> old text',
    'Confirmed.',
  ],
  [
    'Outlook',
    'Please come after lunch.\n\nMaria\n\n________________________________\nFrom: Customer Hub <support@example.com>\nSent: Thursday, December 3, 2026 10:02 AM\nTo: Maria <maria@example.com>\nSubject: TK-2026-000001\n\nold text',
    'Please come after lunch.\n\nMaria',
  ],
  [
    'Outlook without the rule',
    'Yes.\n\nFrom: Customer Hub <support@example.com>\nSent: Thursday, December 3, 2026 10:02 AM\nTo: Maria\nSubject: Re: TK\n\nold',
    'Yes.',
  ],
  ['Original message', 'See attached.\n\n-----Original Message-----\nFrom: support\nold', 'See attached.'],
  ['Spanish (Gmail)', 'Gracias, mañana a las 9.\n\nEl jue, 3 dic 2026 a las 10:02, Customer Hub (<support@example.com>) escribió:\n> texto', 'Gracias, mañana a las 9.'],
  ['Spanish (Outlook)', 'De acuerdo.\n\nDe: Customer Hub <support@example.com>\nEnviado: jueves, 3 de diciembre de 2026 10:02\nPara: Ana\nAsunto: TK\n\nviejo', 'De acuerdo.'],
  ['Spanish mobile', 'Vale.\n\nEnviado desde mi iPhone\n\nEl 3 dic 2026, a las 10:02, Customer Hub escribió:', 'Vale.'],
  ['Portuguese (Gmail)', 'Obrigado, amanhã às 9.\n\nEm qui., 3 de dez. de 2026 às 10:02, Customer Hub <support@example.com> escreveu:\n> texto', 'Obrigado, amanhã às 9.'],
  ['Portuguese (Outlook)', 'Combinado.\n\nDe: Customer Hub <support@example.com>\nEnviado: quinta-feira, 3 de dezembro de 2026 10:02\nPara: João\nAssunto: TK\n\nantigo', 'Combinado.'],
  ['Portuguese, "No dia"', 'Sim.\n\nNo dia 03/12/2026, às 10:02, Customer Hub escreveu:\n> antigo', 'Sim.'],
  ['signature', 'Done, thanks.\n\n-- \nAna Silva\nFacility manager\n+351 000 000 000', 'Done, thanks.'],
  ['answer between quotes', '> Can you come tomorrow?\nYes, at 9.\n> Budget 100 EUR?\nFine.', 'Yes, at 9.\nFine.'],
  ['nothing quoted', 'Line one\n\n\n\nLine two  ', 'Line one\n\nLine two'],
  ['a sentence that only mentions writing', 'On Monday the engineer wrote: nothing arrived.\nPlease check.', 'On Monday the engineer wrote: nothing arrived.\nPlease check.'],
];

describe('cutReply', () => {
  it.each(samples)('%s', (_name, input, expected) => {
    expect(cutReply(input)).toBe(expected);
    expect(cutReply(input.replace(/\n/g, '\r\n'))).toBe(expected);
  });

  it('prints how many samples it cuts right', () => {
    const right = samples.filter(([, input, expected]) => cutReply(input) === expected).length;
    console.log(`reply text: ${right} of ${samples.length} samples (en, es, pt; Gmail, Outlook, Apple Mail, signatures) cut as expected`);
    expect(right).toBe(samples.length);
  });
});

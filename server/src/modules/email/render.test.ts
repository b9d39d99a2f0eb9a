import { describe, expect, it } from 'vitest';
import { checkTemplate, cleanAddress, renderEmail } from './render.ts';

const declared = ['productName', 'name', 'link'];

describe('renderEmail', () => {
  it('escapes HTML in variables in the HTML part and keeps them as given in the text part', () => {
    const out = renderEmail({ subject: 'Hi {{name}}', html: '<p>Hello {{name}}</p>', text: 'Hello {{name}}' }, { name: '<script>alert("x")</script> & Co' }, declared);

    expect(out.html).toBe('<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</p>');
    expect(out.text).toBe('Hello <script>alert("x")</script> & Co');
  });

  it('keeps a link usable in an href: only &, <, >, quotes are escaped', () => {
    const out = renderEmail({ subject: 's', html: '<a href="{{link}}">go</a>', text: '{{link}}' }, { link: 'https://hub.test/reset?token=a-b_c&x=1' }, declared);

    expect(out.html).toBe('<a href="https://hub.test/reset?token=a-b_c&amp;x=1">go</a>');
    expect(out.text).toBe('https://hub.test/reset?token=a-b_c&x=1');
  });

  it('puts the subject on one line: CR, LF and control characters cannot start a new header', () => {
    const out = renderEmail({ subject: 'Hello {{name}}\r\nBcc: x@evil.test', html: 'h', text: 't' }, { name: 'Ana\r\nBcc: victim@evil.test\u0000' }, declared);

    expect(out.subject).toBe('Hello Ana Bcc: victim@evil.test Bcc: x@evil.test');
    expect(out.subject).not.toMatch(/[\r\n]/);
    expect(out.subject).not.toContain('\u0000');
  });

  it('escapes even a raw {{{ }}} or {{& }} tag that reached a stored template', () => {
    const out = renderEmail({ subject: 's', html: '{{{name}}}|{{&name}}', text: 't' }, { name: '<b>' }, declared);

    expect(out.html).toBe('&lt;b&gt;|&lt;b&gt;');
  });

  it('renders only the declared variables; others, partials and prototype names render empty', () => {
    const out = renderEmail({ subject: 's', html: '[{{secret}}][{{constructor}}][{{> part}}][{{name}}]', text: 't' }, { secret: 'x', name: 'Ana' }, declared);

    expect(out.html).toBe('[][][][Ana]');
  });

  it('shows a section only when its variable is given', () => {
    const tpl = { subject: 's', html: '{{#name}}Hello {{name}},{{/name}}{{^name}}Hello,{{/name}}', text: 't' };

    expect(renderEmail(tpl, { name: 'Ana' }, declared).html).toBe('Hello Ana,');
    expect(renderEmail(tpl, {}, declared).html).toBe('Hello,');
  });
});

describe('checkTemplate', () => {
  it('accepts escaped tags, sections and comments on declared variables', () => {
    expect(checkTemplate({ subject: '{{name}}', html: '{{#link}}<a href="{{link}}">x</a>{{/link}}{{! note }}', text: '{{^name}}Hi{{/name}}' }, declared)).toEqual([]);
  });

  it('refuses raw tags, partials and delimiter changes', () => {
    for (const html of ['{{{name}}}', '{{&name}}', '{{> header}}', '{{=<% %>=}}<%{name}%>']) {
      expect(checkTemplate({ html }, declared), html).toEqual([{ part: 'html', message: expect.stringMatching(/not allowed/) }]);
    }
  });

  it('refuses variables the key does not declare, naming them', () => {
    expect(checkTemplate({ text: 'Code {{code}} {{name}} {{nam}}' }, declared)).toEqual([{ part: 'text', message: expect.stringMatching(/Unknown variables: code, nam/) }]);
  });

  it('refuses a malformed template', () => {
    expect(checkTemplate({ subject: '{{#name}}open' }, declared)).toEqual([{ part: 'subject', message: expect.stringMatching(/Unclosed section/) }]);
  });
});

describe('cleanAddress', () => {
  it('drops CR, LF and control characters', () => {
    expect(cleanAddress(' ana@example.test\r\nBcc: x@evil.test ')).toBe('ana@example.testBcc: x@evil.test');
  });
});

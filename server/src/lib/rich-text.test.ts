import { describe, expect, it } from 'vitest';
import { cleanRichText, plainText } from './rich-text.ts';

/**
 * Known XSS payloads (OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet and
 * common variants). None may leave anything that runs in the cleaned HTML.
 */
const PAYLOADS: string[] = [
  // Script tags
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//evil.example/.j>',
  '<script>/*</script><script>*/alert(1)</script>',
  '<p>ok</p><script type="text/javascript">document.cookie</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<svg><script>alert(1)</script></svg>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onmouseover=alert(1)>link</a>',
  '<body onload=alert(1)>',
  '<strong onfocus=alert(1) autofocus tabindex=0>x</strong>',
  '<div/onmouseover=\'alert(1)\'>style</div>',
  '<p\tonclick=alert(1)>tab</p>',
  '<img """><script>alert("XSS")</script>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<input autofocus onfocus=alert(1)>',
  // javascript:, data:, vbscript: URLs, encoded and mixed-case
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<a href="//evil.example/x">protocol-relative</a>',
  // svg, math, iframe, object, embed
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<IFRAME SRC="https://evil.example"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<EMBED SRC="https://evil.example/xss.swf" AllowScriptAccess="always"></EMBED>',
  // style attributes and tags
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<STYLE>@import\'https://evil.example/xss.css\';</STYLE>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<p STYLE="behavior: url(xss.htc);">x</p>',
  // meta refresh, base href, form/input, template
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<base href="https://evil.example/">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<input type="image" src="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  // Nested and broken markup
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<<a href="javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)"<b>x</b>',
  '<p><a href="ja\u0000vascript:alert(1)">nul</a></p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="\u0001javascript:alert(1)">ctrl</a>',
  '<XSS STYLE="xss:expression(alert(\'XSS\'))">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<object><param name="src" value="javascript:alert(1)"></object>',
  '<a href="https://ok.example" style="position:fixed;top:0">cover</a>',
];

/** What must never be in the cleaned HTML. */
const FORBIDDEN: RegExp[] = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style\s*=/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<template/i,
  /<img/i,
  /srcdoc/i,
  /href="\/\//i,
];

describe('cleanRichText against XSS payloads', () => {
  it('has at least 50 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS.map((p) => [p]))('%s leaves nothing that runs', (payload) => {
    const out = cleanRichText(payload);
    for (const bad of FORBIDDEN) expect(out, `${bad} in ${out}`).not.toMatch(bad);
    // Every attribute left is one of the allowed few.
    for (const m of out.matchAll(/<[a-z0-9]+\s([^>]*)>/gi)) {
      const names = [...(m[1] ?? '').matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
      for (const n of names) expect(['href', 'target', 'rel', 'start']).toContain(n);
    }
    for (const href of out.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^(https?:|mailto:)/i);
  });
});

describe('cleanRichText keeps editor HTML', () => {
  it.each([
    '<p>Plain paragraph</p>',
    '<h2>Heading</h2><h3>Sub</h3><h4>Small</h4>',
    '<p><strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <code>x</code></p>',
    '<ul><li><p>one</p></li><li><p>two</p></li></ul>',
    '<ol start="3"><li><p>three</p></li></ol>',
    '<blockquote><p>quote</p></blockquote><hr /><pre><code>code</code></pre>',
    '<p>a<br />b</p>',
    '<p>Cookies &amp; privacy</p>',
  ])('%s survives unchanged', (html) => {
    expect(cleanRichText(html)).toBe(html);
  });

  it('links keep their href and open in a new tab with noopener noreferrer', () => {
    expect(cleanRichText('<p><a href="https://example.com/a?b=1&amp;c=2">x</a></p>')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(cleanRichText('<a href="mailto:dpo@example.com" target="_self" rel="opener">m</a>')).toBe(
      '<a href="mailto:dpo@example.com" target="_blank" rel="noopener noreferrer">m</a>',
    );
  });

  it('an unsafe link keeps its words but not its href', () => {
    expect(cleanRichText('<p><a href="javascript:alert(1)">words</a></p>')).toBe(
      '<p><a target="_blank" rel="noopener noreferrer">words</a></p>',
    );
  });

  it('is empty when nothing readable is left', () => {
    expect(cleanRichText('<script>alert(1)</script>')).toBe('');
    expect(cleanRichText('<p> </p><p><br></p>')).toBe('');
  });

  it('plainText gives the words only', () => {
    expect(plainText('<h2>Title</h2><p>Some <strong>bold</strong>\n text</p>')).toBe('TitleSome bold text');
  });
});

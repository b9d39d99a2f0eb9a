import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@customer-hub/contract/languages';
import { ERROR_CODES } from '@customer-hub/contract/errors';
import { DASHBOARD_ROUTES } from '@customer-hub/contract/routes';
import enUSServer from '@customer-hub/contract/i18n/en-US.server.json';
import enUS from '@customer-hub/contract/i18n/en-US.json';
import esESServer from '@customer-hub/contract/i18n/es-ES.server.json';
import esES from '@customer-hub/contract/i18n/es-ES.json';
import ptPTServer from '@customer-hub/contract/i18n/pt-PT.server.json';
import ptPT from '@customer-hub/contract/i18n/pt-PT.json';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const SERVER_SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'src');

/**
 * Each language's one dictionary (contract/src/i18n): what the web shows (`<lang>.json`, which the
 * web downloads) and what only the server writes (`<lang>.server.json`: emails, files,
 * notification titles), checked as one.
 */
const WEB: Record<string, object> = { 'en-US': enUS, 'es-ES': esES, 'pt-PT': ptPT };
const SERVER: Record<string, object> = { 'en-US': enUSServer, 'es-ES': esESServer, 'pt-PT': ptPTServer };
const DICTIONARIES: Record<string, unknown> = Object.fromEntries(Object.keys(WEB).map((code) => [code, { ...WEB[code], ...SERVER[code] }]));

/** "a.b.c" → value, for every leaf of a nested dictionary. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** {{name}} placeholders and the email templates' mustache sections ({{#name}}, {{^name}}, {{/name}}). */
const placeholders = (text: string) => [...text.matchAll(/{{\s*([#^/]?)\s*(\w+)\s*}}/g)].map((m) => `${m[1]}${m[2]}`).sort();

describe('dictionaries', () => {
  const flat = Object.fromEntries(Object.entries(DICTIONARIES).map(([code, dict]) => [code, flatten(dict)]));
  const reference = [...(flat['en-US']?.keys() ?? [])].sort();

  it('exist for exactly the three languages', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(Object.keys(SERVER).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(Object.keys(DICTIONARIES))('%s holds each namespace once: the server-only file repeats none of the web file', (code) => {
    const web = Object.keys(WEB[code] ?? {});
    expect(Object.keys(SERVER[code] ?? {}).filter((ns) => web.includes(ns))).toEqual([]);
  });

  it.each(Object.keys(DICTIONARIES))('%s has the same keys as the others', (code) => {
    expect([...(flat[code]?.keys() ?? [])].sort()).toEqual(reference);
  });

  it.each(Object.keys(DICTIONARIES))('%s has no empty or non-text value', (code) => {
    const bad = [...(flat[code] ?? new Map())].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it.each(Object.keys(DICTIONARIES))('%s uses the same {{placeholders}} as en-US', (code) => {
    const mismatched = reference.filter(
      (key) => placeholders(String(flat[code]?.get(key))).join() !== placeholders(String(flat['en-US']?.get(key))).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('reach the web one language at a time, and never the server-only texts', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const offending = files.filter((f) => /\.server\.json|contract\/i18n\/dictionaries/.test(readFileSync(join(SRC, f), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('translate every server error code and every dashboard route', () => {
    for (const code of ERROR_CODES) expect(reference).toContain(`errors.${code}`);
    for (const route of DASHBOARD_ROUTES) expect(reference).toContain(`routes.${route}`);
  });
});

const CHECKED_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'label', 'alt', 'description']);
const hasLetters = (text: string) => /\p{L}/u.test(text);

/**
 * The literals an expression can render: itself, the branches of `a ? b : c`, the operands
 * of `&&`, `||`, `??`. Calls are opaque, so `t('key')` (and its options) is fine.
 */
function renderedLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return renderedLiterals(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasLetters(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('');
    return hasLetters(parts) ? [node] : [];
  }
  if (ts.isConditionalExpression(node)) return [...renderedLiterals(node.whenTrue), ...renderedLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return renderedLiterals(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...renderedLiterals(node.left), ...renderedLiterals(node.right)];
    }
  }
  return [];
}

/** Literal user-facing text in a .tsx source: JSX text, `{'text'}` children and text attributes. */
export function findLiteralText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    problems.push(`${fileName}:${line + 1} ${what}: ${node.getText(file).trim().slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, 'JSX text');
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of renderedLiterals(node.expression)) report(literal, 'literal child');
    }
    if (ts.isJsxAttribute(node) && CHECKED_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && hasLetters(init.text)) report(node, 'attribute');
      if (ts.isJsxExpression(init) && init.expression) {
        for (const literal of renderedLiterals(init.expression)) report(literal, 'attribute');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

describe('no literal user-facing text in components', () => {
  it('the checker catches what it should and allows t() calls', () => {
    const sample = `
      const a = <p>Hello</p>;
      const b = <input placeholder="Your name" />;
      const c = <img alt={'A photo'} />;
      const d = <Button aria-label={open ? 'Close' : t('open')} />;
      const e = <NavLink label={\`Item \${n}\`} />;
      const f = <div>{'Plain'}</div>;
      const ok1 = <p>{t('home.title')}</p>;
      const ok2 = <input aria-label={t('a.b', { name: 'x' })} title={i18n.t('x.y')} />;
      const ok3 = <span>{' · '} 404 {count}</span>;
      const ok5 = <Text c="dimmed">{lead && <b className="x">{t('k')}</b>}{format(date, 'long')}</Text>;
      const ok4 = <div data-testid="signin-form" className="skip-link" />;
    `;
    const problems = findLiteralText('sample.tsx', sample);
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/Hello/);
    expect(problems.join('\n')).toMatch(/Your name/);
    expect(problems.join('\n')).toMatch(/A photo/);
    expect(problems.join('\n')).toMatch(/'Close'/);
    expect(problems.join('\n')).toMatch(/Item/);
    expect(problems.join('\n')).toMatch(/Plain/);
  });

  it('every web/src/**/*.tsx file passes', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((f) => findLiteralText(relative(SRC, join(SRC, f)), readFileSync(join(SRC, f), 'utf8')));
    expect(problems).toEqual([]);
  });
});

const LANGUAGE_CODE_SET = new Set<string>(LANGUAGE_CODES);
const isLanguageCode = (node: ts.Node) => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && LANGUAGE_CODE_SET.has(node.text);

/**
 * Words the server writes in a language outside the dictionaries: an object keyed by language
 * codes (`{ 'es-ES': 'Hola' }`, `Record<LanguageCode, …>` tables), or a choice by language
 * (`language === 'es-ES' ? 'Hola' : …`) between texts.
 */
export function findServerLanguageText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    problems.push(`${fileName}:${line + 1} ${what}: ${node.getText(file).trim().slice(0, 60)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && isLanguageCode(node.name)) report(node, 'text keyed by language');
    if (ts.isConditionalExpression(node)) {
      const condition = node.condition;
      const byLanguage = ts.isBinaryExpression(condition) && (isLanguageCode(condition.left) || isLanguageCode(condition.right));
      if (byLanguage && [...renderedLiterals(node.whenTrue), ...renderedLiterals(node.whenFalse)].length > 0) report(node, 'text chosen by language');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

describe('no server text in a language outside the dictionaries', () => {
  it('the checker catches what it should', () => {
    const sample = `
      const a = { 'en-US': 'Hello', 'es-ES': 'Hola', 'pt-PT': 'Olá' };
      const b = language === 'pt-PT' ? 'Olá' : 'Hello';
      const ok1 = t(language, 'email.frame.greeting');
      const ok2 = matchLanguage(value) ?? 'es-ES';
      const ok3 = { language: 'es-ES' };
    `;
    const problems = findServerLanguageText('sample.ts', sample);
    expect(problems).toHaveLength(4);
  });

  // The seed writes demo records (home content, cookie notices, policies) that staff edit like any other, not the product's words.
  it('every server/src/**/*.ts file passes (tests and the demo seed aside)', () => {
    const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(join('seed', '/')) && !f.startsWith(join('db', 'migrations')),
    );
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((f) => findServerLanguageText(f, readFileSync(join(SERVER_SRC, f), 'utf8')));
    expect(problems).toEqual([]);
  });
});

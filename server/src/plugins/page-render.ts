import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STORAGE_KEYS } from '@customer-hub/contract/constants/auth';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, matchLanguage, READER_COOKIES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import type { Principal } from './policy.ts';
import { cookieToken } from './session-cookie.ts';

/*
 * The first page rendered on the server (DESIGN.md §9). The web app's server build
 * (web/src/app/ssr/render.tsx, built into web/dist-ssr) renders the page a browser asks for: the
 * public pages for anyone, the signed-in ones for the session its cookie carries, with the answers
 * of the page's first calls, which it makes in process through the API's own routes, as the
 * reader (their cookie, their address), so every permission and scope check applies unchanged.
 */

/** What the browser storage of a render holds, and how its calls reach the API (web/src/i18n/request-scope.ts). */
interface RequestScope {
  language: LanguageCode;
  timeZone: string | undefined;
  storage: Storage;
  fetch: typeof fetch;
  viewportWidth: number;
  /** The app's modules the render imported on demand, by their key in the client build's manifest. */
  modules: Set<string>;
}

type RenderResult =
  | { kind: 'page'; status: number; html: string; state: string; language: string; direction: 'ltr' | 'rtl' }
  | { kind: 'redirect'; status: number; location: string };

/** The web app's server build, as web/src/app/ssr/render.tsx exports it. */
interface RenderModule {
  render(url: string): Promise<RenderResult>;
  setRequestScopeSource(source: () => RequestScope | undefined): void;
  MemoryStorage: new (seed?: Record<string, string>) => Storage;
  SERVER_STATE_ID: string;
}

export type RenderedPage = { kind: 'page'; status: number; body: string } | { kind: 'redirect'; status: number; location: string };

/** A render that takes longer than this is given up: the page goes unrendered, drawn by the browser. */
const RENDER_TIMEOUT_MS = 3000;

/** Client routes anyone may see; every other page but /dashboard's is rendered without a session too. */
const SIGNED_IN_PREFIX = '/dashboard';


/** The reader's language: theirs when signed in, else the one their browser remembered (cookie), else Accept-Language's first we speak. */
export function pageLanguage(request: FastifyRequest, principal: Principal | null): LanguageCode {
  const own = principal && matchLanguage(principal.language);
  if (own && own === principal.language) return own;
  const remembered = request.cookies[READER_COOKIES.language];
  const chosen = remembered && matchLanguage(remembered);
  if (chosen && chosen === remembered) return chosen;
  return acceptedLanguage(request.headers['accept-language']) ?? FALLBACK_LANGUAGE;
}

/** The first language of an Accept-Language header (by q, then order) that the app speaks. */
export function acceptedLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return undefined;
}

/** The time zone the reader's browser said it is in, if it is one Intl knows. */
function pageTimeZone(request: FastifyRequest): string | undefined {
  const zone = request.cookies[READER_COOKIES.timeZone];
  if (!zone || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Widths of the layouts the web app draws (spec §9: mobile up to 767 px, desktop above 1220 px). */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/**
 * The window width to draw the page for: a phone's when the browser says it is on one
 * (`Sec-CH-UA-Mobile`, or the user agent), else a desktop's. The browser draws its real width once
 * the page is live.
 */
export function guessViewportWidth(request: FastifyRequest): number {
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return PHONE_WIDTH;
  if (mobileHint === '?0') return DESKTOP_WIDTH;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface PageRenderer {
  /**
   * The rendered page of a browser's navigation, or null when it goes unrendered (a signed-in page
   * without a live session, a view-as session, the render failed or took too long: logged).
   */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
}

/**
 * Loads the server build, or null when there is none (a checkout not built for it) or rendering
 * is off: every page then goes unrendered, as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  opts: { ssrDir: string; indexFile: string; authenticate: (token: string) => Promise<Principal> },
): Promise<PageRenderer | null> {
  const entry = path.join(opts.ssrDir, 'render.js');
  if (!fs.existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as RenderModule;
  const scopes = new AsyncLocalStorage<RequestScope>();
  bundle.setRequestScopeSource(() => scopes.getStore());
  const template = pageTemplate(opts.indexFile);
  const preloads = pagePreloads(path.join(path.dirname(opts.indexFile), '.vite', 'manifest.json'));

  /** The reader's calls, answered in process by the API's routes, with their own cookie and address. */
  const fetchAs =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      const headers = new Headers(init?.headers);
      for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers: Object.fromEntries(headers),
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (name === 'set-cookie' || value === undefined) continue;
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answerHeaders });
    };

  async function principalOf(request: FastifyRequest): Promise<Principal | null> {
    const token = cookieToken(request);
    if (!token) return null;
    try {
      return await opts.authenticate(token);
    } catch {
      return null;
    }
  }

  return {
    async render(request) {
      const pathname = (request.url.split('?')[0] ?? '/').toLowerCase();
      const signedInPage = pathname === SIGNED_IN_PREFIX || pathname.startsWith(`${SIGNED_IN_PREFIX}/`);
      const principal = await principalOf(request);
      // A signed-in page needs the session; a view-as session's banner state lives in its browser only.
      if (signedInPage && (!principal || principal.viewAs)) return null;
      const language = pageLanguage(request, principal);
      // The browser storage the app reads while rendering: only what the server knows.
      const seed: Record<string, string> = { [LANGUAGE_STORAGE_KEY]: language };
      if (principal && !principal.viewAs) seed[STORAGE_KEYS.tokenExpires] = String(principal.expiresAt.getTime());
      const scope: RequestScope = { language, timeZone: pageTimeZone(request), storage: new bundle.MemoryStorage(seed), fetch: fetchAs(request), viewportWidth: guessViewportWidth(request), modules: new Set() };
      const url = new URL(request.url, `${request.protocol}://${request.host}`).href;
      const started = performance.now();
      try {
        const result = await withTimeout(
          scopes.run(scope, () => bundle.render(url)),
          RENDER_TIMEOUT_MS,
        );
        if (result.kind === 'redirect') return result;
        const links = await preloads(scope.modules, language);
        const body = (await template()).page(result, bundle.SERVER_STATE_ID, links);
        request.log.debug({ renderMs: Math.round(performance.now() - started) }, 'page rendered');
        return { kind: 'page', status: result.status, body };
      } catch (err) {
        request.log.error({ err, url: request.url }, 'page render failed: sent unrendered');
        return null;
      }
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * index.html of the build as the frame of a rendered page: read again when a new build is written
 * (as the static files are), its root filled with the page and the state the browser hydrates from.
 */
function pageTemplate(indexFile: string) {
  let cached: { mtimeMs: number; head: string; tail: string; htmlTag: string } | undefined;
  const ROOT = '<div id="root"></div>';
  return async () => {
    const { mtimeMs } = await fs.promises.stat(indexFile);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const source = await fs.promises.readFile(indexFile, 'utf8');
      const at = source.indexOf(ROOT);
      const tag = /<html[^>]*>/i.exec(source);
      if (at < 0 || !tag) throw new Error('index.html has no <html> tag or no empty root to render into');
      cached = { mtimeMs, htmlTag: tag[0], head: source.slice(0, at), tail: source.slice(at + ROOT.length) };
    }
    const { head, tail, htmlTag } = cached;
    return {
      page(result: Extract<RenderResult, { kind: 'page' }>, stateId: string, links: PageLinks): string {
        const html = `<html lang="${attribute(result.language)}" dir="${result.direction}" data-mantine-color-scheme="light" data-server-rendered>`;
        return (
          head.replace(htmlTag, html).replace('</head>', `${links.head}</head>`) +
          `<div id="root">${result.html}</div><script type="application/json" id="${stateId}">${result.state}</script>${links.body}` +
          tail
        );
      },
    };
  };
}

/** The part of the reader's dictionary a first page reads, as the client build's manifest names it (web/dictionary-parts.ts). */
const dictionaryModule = (language: LanguageCode) => `../contract/src/i18n/${language}.json?part=first`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The links a rendered page gains for the modules its render imported on demand, from the client
 * build's manifest (web/vite.config.ts `build.manifest`, read again when a new build is written).
 * In its head: a stylesheet for each style they need (their static imports' included), so the page
 * is drawn with the styles of every part it shows and not drawn again when they arrive; and a
 * modulepreload for the reader's dictionary, which the app needs before it can take the page over.
 * After its content: a modulepreload for each of their chunks, which the browser asks for as it
 * reads the page rather than once the app's code has run, and which the app's own loader then finds
 * and does not append again (on a phone with the browser's tools attached, each request a script
 * starts is a few ms of its main thread). After the content, not in the head: there, on a slow
 * phone link they shared it with the styles and put the first paint off (Lighthouse: 2.2 s to
 * 3.0 s, when a page had 40 chunks; web/vite.config.ts now groups the shell's and Home's).
 * What index.html already loads is not repeated.
 */
function pagePreloads(manifestFile: string) {
  let cached: { mtimeMs: number; manifest: Record<string, ManifestChunk>; entryFiles: Set<string>; chunkOf: (module: string) => string } | undefined;
  return async (modules: Iterable<string>, language: LanguageCode): Promise<PageLinks> => {
    const stat = await fs.promises.stat(manifestFile).catch(() => null);
    if (!stat) return { head: '', body: '' };
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      const entryFiles = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectFiles(manifest, key, new Set(), entryFiles);
      // A module a chunk group took in (web/vite.config.ts `moduleChunks`) is found by its group's chunk.
      const grouped = JSON.parse(await fs.promises.readFile(path.join(path.dirname(manifestFile), 'module-chunks.json'), 'utf8').catch(() => '{}')) as Record<string, string>;
      const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      const chunkOf = (module: string) => (manifest[module] ? module : (keyOfFile.get(grouped[module] ?? '') ?? module));
      cached = { mtimeMs: stat.mtimeMs, manifest, entryFiles, chunkOf };
    }
    const { manifest, entryFiles, chunkOf } = cached;
    // Their chunks and styles, each once, imports' first; what index.html loads left out.
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const module of modules) collectFiles(manifest, chunkOf(module), seen, files);
    const own = [...files].filter((f) => !entryFiles.has(f));
    const dictionary = manifest[dictionaryModule(language)]?.file;
    const link = (rel: string) => (file: string) => `<link rel="${rel}" crossorigin href="${attribute(`/${file}`)}">`;
    return {
      head: own.filter((f) => f.endsWith('.css')).map(link('stylesheet')).join('') + (dictionary && !entryFiles.has(dictionary) ? link('modulepreload')(dictionary) : ''),
      body: own.filter((f) => f.endsWith('.js')).map(link('modulepreload')).join(''),
    };
  };
}

/** What a rendered page links: in its head, styles and the dictionary; after its content, the page's own code. */
interface PageLinks {
  head: string;
  body: string;
}

/**
 * The files of a manifest chunk and of everything it imports statically (each chunk's script,
 * then its styles), each once, imports' first.
 */
function collectFiles(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>, into: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, seen, into);
  into.add(chunk.file);
  for (const style of chunk.css ?? []) into.add(style);
}

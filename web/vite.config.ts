import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import enUS from '../contract/src/i18n/en-US.json' with { type: 'json' };
import esES from '../contract/src/i18n/es-ES.json' with { type: 'json' };
import ptPT from '../contract/src/i18n/pt-PT.json' with { type: 'json' };
import { renderOfflinePage } from './src/sw/offline-page.ts';
import { dictionaryParts } from './dictionary-parts.ts';
import { buildDateText } from './src/lib/build-info.ts';
import { LANGUAGE_CODES } from '../contract/src/constants/languages.ts';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const API_TARGET = 'http://localhost:3000';

/** Writes dist/meta.json so the running app can tell a newer build is deployed (spec §4, build check). */
function buildMeta(buildDate: string): Plugin {
  return {
    name: 'customer-hub:build-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: `${JSON.stringify({ buildDate })}\n` });
    },
  };
}

/**
 * Writes dist/.vite/module-chunks.json: for each of the app's modules that a chunk group took out of
 * a chunk of its own (`codeSplitting.groups` below), the file of the chunk that holds it. The
 * manifest names chunks by their entry module only; the server links a rendered page's styles by
 * the modules it imported (server/src/plugins/page-render.ts).
 */
function moduleChunks(): Plugin {
  let root = '';
  return {
    name: 'customer-hub:module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
        for (const id of chunk.moduleIds) if (id.startsWith(srcDir)) chunks[path.relative(root, id).split(path.sep).join('/')] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/** Writes dist/offline.html from the three dictionaries; the service worker precaches it. */
function offlinePage(): Plugin {
  return {
    name: 'customer-hub:offline-page',
    apply: 'build',
    generateBundle() {
      const texts = { 'en-US': enUS.offline, 'es-ES': esES.offline, 'pt-PT': ptPT.offline };
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: renderOfflinePage(enUS.app.title, texts) });
    },
  };
}

/** A dictionary part's chunk (web/dictionary-parts.ts). */
const DICTIONARY_CHUNK = /(^|\/)(en-US|es-ES|pt-PT)-(first|rest)-[\w-]+\.js$/;

/**
 * Chunks a page loads after it is drawn and alive (the shell's search button, bell, toasts and
 * chat, the user menu's dropdown, tooltips, Home's news dialog): the chunks they import are
 * fetched as the browser reads their imports, not announced one `<link rel="modulepreload">` each.
 * Appending those links (a few dozen, each starting a request) was a long task of its own on a
 * phone just after the page came alive (4× throttled: 90–120 ms, two thirds of it the links).
 */
const AFTER_PAINT_CHUNK = /(^|\/)(live|user-menu-dropdown|tooltip-module|news-modal)-[\w-]+\.js$/;

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build over
 * 1 KB; the server sends the one the browser accepts (@fastify/static `preCompressed`), so the
 * shell crosses the network compressed without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'customer-hub:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = fs.readFileSync(file);
          if (body.length < 1024) continue;
          const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The offline shell (docs/ARCHITECTURE.md, "Offline shell and updates"): src/sw/sw.ts
 * precaches the app shell and never caches the API; the page registers it itself, lazily
 * (src/app/service-worker.ts), so nothing is injected into index.html but the manifest link.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: enUS.app.title,
      short_name: enUS.app.title,
      description: enUS.app.tagline,
      lang: 'es-ES',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1c7ed6',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    includeManifestIcons: false,
    injectManifest: {
      // meta.json is what the build check reads fresh: never precached.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
      globIgnores: ['meta.json', 'sw.js'],
      // The largest chunks (maps, rich text) are well below this; a bigger one is a mistake to see.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

/**
 * In the server build, every `import('<literal>')` of the app's own code goes through
 * `trackImport` with the imported module's path in the web project (the key of the client build's
 * manifest, `build.manifest`), and every `lazy(...)` of React through `trackedLazy`
 * (src/app/ssr/module-tracker.ts): the server then links the page's styles in its head.
 */
function trackDynamicImports(): Plugin {
  const webRoot = path.dirname(srcDir);
  const tracker = path.join(srcDir, 'app', 'ssr', 'module-tracker.ts');
  const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
  const LAZY_CALL = /(?<![.\w$])lazy\(/g;
  return {
    name: 'customer-hub:track-dynamic-imports',
    async transform(code, id) {
      if (!id.startsWith(srcDir) || id === tracker || !/\.[jt]sx?$/.test(id) || !(code.includes('import(') || code.includes('lazy('))) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved || resolved.external || resolved.id.includes('node_modules')) continue;
        const key = path.relative(webRoot, resolved.id.split('?')[0]!).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}__chTrackImport(${JSON.stringify(key)}, ${match[0]})`;
        last = match.index + match[0].length;
      }
      out += code.slice(last);
      // React's lazy, imported by name from 'react' (the app's one way of writing it), also where
      // the module it loads is imported elsewhere (a screen's `page`).
      const lazyFromReact = /import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*['"]react['"]/.test(out);
      if (!last && !lazyFromReact) return null;
      if (lazyFromReact) out = out.replace(LAZY_CALL, '__chTrackedLazy(');
      const names = lazyFromReact ? 'trackImport as __chTrackImport, trackedLazy as __chTrackedLazy' : 'trackImport as __chTrackImport';
      return { code: `import { ${names} } from ${JSON.stringify(tracker)};\n${out}`, map: null };
    },
  };
}

/**
 * The server render's build (`vite build --ssr`, DESIGN.md §9): src/app/ssr/render.tsx and the
 * app it renders, for Node, into dist-ssr (outside dist: the server loads it, nobody downloads it).
 * `@/i18n/i18n` is the server's, which answers in each request's language.
 */
const ssrBuild = (buildDate: string) => ({
  plugins: [react(), trackDynamicImports()],
  publicDir: false as const,
  resolve: {
    alias: [
      { find: /^@\/i18n\/i18n$/, replacement: `${srcDir}/i18n/i18n.server.ts` },
      { find: '@', replacement: srcDir },
    ],
  },
  define: {
    ...buildDefines(buildDate),
    // React's production build whatever NODE_ENV the server runs with: its development build
    // checks every element and prop, and renders a page several times slower.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  // The libraries go into the build with the app (one copy of React, chosen at build time), not
  // loaded from node_modules at run time.
  ssr: { noExternal: true as const },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});

/** The build's constants (src/lib/build-info.ts), its date also written in each language. */
const buildDefines = (buildDate: string) => ({
  __BUILD_DATE__: JSON.stringify(buildDate),
  __BUILD_DATE_TEXTS__: JSON.stringify(Object.fromEntries(LANGUAGE_CODES.map((language) => [language, buildDateText(buildDate, language)]))),
  __APP_VERSION__: JSON.stringify(pkg.version),
});

/** The build date both builds share (the server-rendered page and the browser's app print the same footer). */
function buildDateOf(): string {
  const stamp = path.join(path.dirname(decodeURIComponent(new URL(import.meta.url).pathname)), 'dist', 'meta.json');
  try {
    return (JSON.parse(fs.readFileSync(stamp, 'utf8')) as { buildDate: string }).buildDate;
  } catch {
    return new Date().toISOString();
  }
}

export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) return ssrBuild(buildDateOf());
  const buildDate = new Date().toISOString();
  const proxied = { target: API_TARGET, changeOrigin: false };
  return {
    plugins: [react(), dictionaryParts(), buildMeta(buildDate), moduleChunks(), offlinePage(), pwa(), precompress()],
    resolve: { alias: { '@': srcDir } },
    define: buildDefines(buildDate),
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      modulePreload: {
        // A dictionary (its own chunk, imported while the app's code evaluates) is asked for by a
        // modulepreload link at once, like a route's chunks, not after them: the first render waits for it.
        // The parts a page loads once it is drawn and alive announce only their styles (AFTER_PAINT_CHUNK).
        resolveDependencies: (filename, deps) => {
          if (DICTIONARY_CHUNK.test(filename)) return [filename, ...deps];
          return AFTER_PAINT_CHUNK.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps;
        },
      },
      rolldownOptions: {
        // The contract builds zod schemas at module top level; the web only needs its constants,
        // so unused schemas (and zod with them) may be dropped from the bundle.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          // A dictionary's two parts are named for their language and part: en-US-first-<hash>.js.
          chunkFileNames: (chunk) => `assets/[name]${/\.json\?part=(first|rest)$/.exec(chunk.facadeModuleId ?? '')?.[1]?.replace(/^/, '-') ?? ''}-[hash].js`,
          // Everything the first page needs (what index.html's script imports, directly or not)
          // in one chunk: modules it shares with lazy pages are not cut out of it into dozens of
          // small chunks, each one more request and more work on a phone before the first paint.
          // The components lazy pages take from the UI kit (and its icons and positioning) are
          // grouped by the set of pages that use them (`entriesAware`), not cut one chunk per
          // component: a page after sign-in asks for a few dozen chunks, not hundreds. Small groups
          // are not merged: a merge put what other pages use (selects, tables, the floating layer
          // of menus and tooltips) into the chunks Home loads before it answers. Home's script
          // before interactive, merging under 16 KB / 4 KB / none: 251 / 216 / 186 KB.
          // The signed-in frame (with the gate every screen passes), Home, and what the frame
          // shows once it is alive (search button, bell, toasts, chat) are a chunk each, with all
          // they import that the first chunk does not hold (rolldown follows a group's modules'
          // imports): a chunk's every request costs a phone's main thread a few ms while the
          // browser's tools watch (Lighthouse), and Home loaded 76 scripts (now 12). Every
          // signed-in page loads the frame's chunk anyway; a page that shares a component with
          // Home loads Home's (7 KB brotli), which the reader has from their first page.
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial' as const], priority: 4 },
              { name: 'shell', test: /src[\\/]app[\\/](shell[\\/]shell-layout|screen-gate)\.tsx$/, priority: 3 },
              { name: 'home', test: /src[\\/]features[\\/]home-content[\\/]pages[\\/]home-page\.tsx$/, priority: 2 },
              { name: 'live', test: /src[\\/](features[\\/]global-search[\\/]components[\\/]global-search-button|features[\\/]notifications[\\/]components[\\/]notification-bell|app[\\/]shell[\\/]toast-host|features[\\/]chat[\\/]components[\\/]chat-frame)\.tsx$/, priority: 2 },
              { name: 'ui', test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|@tabler[\\/]icons-react)[\\/]/, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 0 },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': proxied, '/token': proxied, '/meta.json': proxied, '/health': proxied },
    },
    preview: { port: 4173 },
  };
});

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

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

export default defineConfig(() => {
  const buildDate = new Date().toISOString();
  const proxied = { target: API_TARGET, changeOrigin: false };
  return {
    plugins: [react(), buildMeta(buildDate)],
    resolve: { alias: { '@': srcDir } },
    define: {
      __BUILD_DATE__: JSON.stringify(buildDate),
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        // The contract builds zod schemas at module top level; the web only needs its constants,
        // so unused schemas (and zod with them) may be dropped from the bundle.
        treeshake: { manualPureFunctions: ['z'] },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': proxied, '/token': proxied, '/meta.json': proxied, '/health': proxied },
    },
    preview: { port: 4173 },
  };
});

import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The page may be framed by the app's own pages (frame-ancestors 'self' and the app's public
     * origin, `selfFrameAncestors`), as the demo chat page is.
     */
    frameableBySelf?: boolean;
  }
}

interface CspSources {
  /** Map tiles come from the configured tile server (MAP_TILE_URL). */
  images: string[];
  /** Origins the app's pages may frame besides their own: the chat page's, while chat is on. */
  frames: readonly string[];
  /** The page's frame-ancestors: 'none', or 'self' and these origins (the app's public one). */
  ancestors: readonly string[] | null;
}

/** Content-Security-Policy the built web app passes: no inline or foreign script, no framing of the app. */
const csp = ({ images, frames, ancestors }: CspSources): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...images],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", ...frames],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ancestors ? ["'self'", ...ancestors] : ["'none'"],
      scriptSrcAttr: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's headers, computed by helmet itself once per set of sources instead of being rebuilt on
 * every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => void (failure = err));
  if (failure) throw failure;
  return headers;
}

export interface SecurityHeadersOptions {
  imageSources: string[];
  /**
   * The extra origins pages may frame now (the chat page's, from settings). Asked on every request,
   * so it must answer from a cache; a settings change then shows in the next answer, no restart.
   */
  frameSources?: () => Promise<readonly string[]>;
  /**
   * Origins besides the page's own that may frame a `frameableBySelf` page: the app's public one,
   * so its demo chat page opened under another host name (a chat URL naming it) still shows.
   */
  selfFrameAncestors?: readonly string[];
}

/**
 * The build's hashed files under /assets/ (scripts, styles, fonts, images) are subresources, never
 * a document or a worker (the service worker is /sw.js): a policy for documents (CSP, framing,
 * opener, agent cluster …) does nothing on them. They keep what does apply to a subresource; the
 * rest, ~600 bytes, would cross a phone's network with each of the dozens of files a page loads.
 */
const SUBRESOURCE_HEADERS = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'] as const;
const isBuildAsset = (url: string) => url.startsWith('/assets/');

/** Distinct header sets kept; a handful in practice (one per chat origin an admin tried). */
const MAX_CACHED_SETS = 32;

export default fp(
  async (app, opts: SecurityHeadersOptions) => {
    const computed = new Map<string, Record<string, string>>();
    const headersFor = (frames: readonly string[], frameableBySelf: boolean) => {
      const key = `${frameableBySelf ? 1 : 0} ${frames.join(' ')}`;
      let headers = computed.get(key);
      if (!headers) {
        if (computed.size >= MAX_CACHED_SETS) computed.clear();
        headers = helmetHeaders(csp({ images: opts.imageSources, frames, ancestors: frameableBySelf ? (opts.selfFrameAncestors ?? []) : null }));
        computed.set(key, headers);
      }
      return headers;
    };
    let lastFrames: readonly string[] = [];
    const base = headersFor([], false);
    const subresourceHeaders = Object.fromEntries(SUBRESOURCE_HEADERS.flatMap((name) => (base[name] ? [[name, base[name]]] : [])));

    app.addHook('onRequest', async (request, reply) => {
      if (isBuildAsset(request.url)) {
        reply.headers(subresourceHeaders);
        return;
      }
      if (opts.frameSources) {
        try {
          lastFrames = await opts.frameSources();
        } catch (err) {
          // The settings could not be read (database away): keep the last known sources.
          request.log.warn({ err }, 'frame sources unavailable; the last known ones apply');
        }
      }
      reply.headers(headersFor(lastFrames, request.routeOptions.config?.frameableBySelf === true));
    });

    // API answers carry private data: no browser or proxy cache keeps them unless a route says
    // otherwise (the Home images' private max-age, for one).
    app.addHook('onSend', async (request, reply) => {
      if ((request.url.startsWith('/api/') || request.url.startsWith('/token')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);

import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Content-Security-Policy the built web app passes: no inline or foreign script, no framing. */
const csp = (extraImageSources: string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Map tiles come from the configured tile server (MAP_TILE_URL).
      imgSrc: ["'self'", 'data:', 'blob:', ...extraImageSources],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      scriptSrcAttr: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's headers are the same for every answer, so they are computed once here, by helmet
 * itself, instead of being rebuilt on every request.
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

export default fp(
  async (app, opts: { imageSources: string[] }) => {
    const headers = helmetHeaders(csp(opts.imageSources));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

# Customer Hub: one image with the server and the built web app (docs/OPERATIONS.md).
#   docker build -t customer-hub .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://portal.example.com customer-hub
#   (without DATABASE_URL: the demo on the embedded database, where PUBLIC_URL may be left out)
# Configuration is by environment variables only (README, .env.example).

# ---- build: every dependency, then the web app ----
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web \
  && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: production dependencies, sources run by tsx, the built web app ----
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    TSX_TSCONFIG_PATH=/app/server/tsconfig.json
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contract ./contract
COPY --from=build /app/server ./server
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
COPY scripts/ops/docker-entrypoint.sh /usr/local/bin/customer-hub
RUN mkdir -p /data && chown node:node /data && chmod 0755 /usr/local/bin/customer-hub
# The image's unprivileged "node" user (uid 1000); /data is its only writable folder.
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/local/bin/customer-hub"]
CMD ["serve"]

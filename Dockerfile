# Three stages:
#   build  compiles the workspace and gathers @clinic/api's production dependencies in /out;
#   api    the runtime: Node, those dependencies and the built API, patient site and console,
#          run as the unprivileged `node` user (no sources, no dev dependencies, no .env);
#   web    nginx in front of the API instances (deploy/nginx.conf forwards every request).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
# better-sqlite3 compiles from source when no prebuilt binary fits the platform.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g pnpm@10.34.8
# The whole context (.dockerignore keeps out .env files, data, node_modules and builds), then the
# install: the lockfile also names files besides the manifests (patches/). pnpm runs install
# scripts only for the packages pnpm-workspace.yaml allows (better-sqlite3, esbuild, sharp).
COPY . .
RUN pnpm install --frozen-lockfile
# `deploy --prod` copies @clinic/api with its production dependencies only, @clinic/contracts
# (with its dist) included. --legacy: pnpm 10 otherwise deploys only from workspaces that set
# inject-workspace-packages.
RUN pnpm turbo run build --filter=@clinic/api... --filter=@clinic/web --filter=@clinic/console \
  && pnpm --filter=@clinic/api deploy --prod --legacy /out

FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data \
  WEB_DIST=/app/web/dist \
  CONSOLE_DIST=/app/console/dist
WORKDIR /app/api
# Owned by root and read-only to the server; only DATA_DIR (uploads, outbox) is writable.
COPY --from=build /out/package.json ./package.json
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /app/apps/api/dist ./dist
COPY --from=build /app/apps/web/dist /app/web/dist
# The server entry the API renders the public pages with, found beside WEB_DIST (self-contained).
COPY --from=build /app/apps/web/dist-server /app/web/dist-server
COPY --from=build /app/apps/console/dist /app/console/dist
# A new named volume takes this folder's owner, so the server can write to it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready: the store takes a write, a schedule ticked within two minutes, mail can go
# (docs/operations.md, Health). The image has no curl; node's fetch asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/start.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
# nginx answers and reaches a live API instance (/healthz passes through to one).
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]

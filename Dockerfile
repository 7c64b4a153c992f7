# syntax=docker/dockerfile:1
# Multi-stage build: a full toolchain makes the code build (`npm run build`: the site's code,
# the editor's browser bundle), then drops the build, test and benchmark tools
# (`npm prune --omit=dev`). The runtime image holds only what runs: the server, the release
# step that editors publish with (docs/decisions/009-releases.md), the content it starts from
# and the runtime dependencies. It keeps git (the content's history), runs as an unprivileged
# user and reports its health. Nothing in /app is written at run time: releases, the content
# repository and the accounts live in /data, the working content in its own volume.

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
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends git \
  && rm -rf /var/lib/apt/lists/*
ARG SITE_URL=https://www.danubiusprotect.hu
ARG INQUIRY_RETENTION_DAYS=365
# The editor's files (accounts, the content repository, releases) live in /data beside the
# inquiries; the content folder is a volume of its own, filled from the image the first time
# it is mounted.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/inquiries.sqlite \
  CONTENT_EDITOR=on CONTENT_DIR=/app/content \
  SITE_URL=${SITE_URL} INQUIRY_RETENTION_DAYS=${INQUIRY_RETENTION_DAYS}
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/build-editor ./build-editor
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/public ./public
COPY --from=build /app/app ./app
COPY --from=build --chown=node:node /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data", "/app/content"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/main.ts"]

# syntax=docker/dockerfile:1
# Multi-stage build: a full toolchain builds the site. The runtime image can build it again,
# since editors publish from the browser (docs/editor.md): it keeps the sources, every
# dependency (the build tools are devDependencies) and git, runs as an unprivileged user and
# reports its health.

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
RUN npm run build && npm run build:editor

FROM node:24-bookworm-slim AS runtime
# git keeps the content's history (every publish is a commit).
RUN apt-get update && apt-get install -y --no-install-recommends git \
  && rm -rf /var/lib/apt/lists/*
ARG SITE_URL=https://www.danubiusprotect.hu
ARG INQUIRY_RETENTION_DAYS=365
# The editor's files (accounts, the content repository, published builds) live in /data
# beside the inquiries; the content folder is a volume of its own, filled from the image the
# first time it is mounted.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/inquiries.sqlite \
  CONTENT_EDITOR=on CONTENT_DIR=/app/content \
  SITE_URL=${SITE_URL} INQUIRY_RETENTION_DAYS=${INQUIRY_RETENTION_DAYS}
WORKDIR /app
# Owned by the server's user: a publish writes the generated assets into public/ and Vite
# its cache into node_modules/.vite.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json \
  /app/react-router.config.ts /app/vite.config.ts ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build/client ./build/client
COPY --from=build --chown=node:node /app/build-editor ./build-editor
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/content ./content
RUN mkdir -p /data /app/content && chown node:node /data /app/content
USER node
VOLUME ["/data", "/app/content"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/main.ts"]

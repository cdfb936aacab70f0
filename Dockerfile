# One image for both programs of the platform: docker-compose.yml runs it as the api and as the bff.
# Node 24 runs their TypeScript sources as they are (type stripping), so only the web client is built.
# The Node image is pinned to an exact version: an upgrade is a reviewed change of this line.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# The manifests alone, so that the slow install layers below are rebuilt only when a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/

# Every workspace's dependencies, build tools included.
FROM manifests AS install
RUN npm ci --no-audit --no-fund

# The web client. SUPPORT_PHONE and SUPPORT_EMAIL are read when it is built (README, Configuration).
FROM install AS web-build
ARG SUPPORT_PHONE="+212 5 22 00 00 00"
ARG SUPPORT_EMAIL="support@bourses.ma"
COPY . .
RUN SUPPORT_PHONE="$SUPPORT_PHONE" SUPPORT_EMAIL="$SUPPORT_EMAIL" npm run build -w @bourses/web

# Only what the api and the bff import at run time: no web client libraries, no test or build tools.
FROM manifests AS runtime-dependencies
RUN npm ci --omit=dev --no-audit --no-fund -w @bourses/api -w @bourses/bff -w @bourses/common \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and read-only to the user that runs them: the programs cannot change their own code.
COPY --from=runtime-dependencies /app/node_modules node_modules
COPY package.json schema.graphql ./
COPY common/package.json common/
COPY common/src common/src
COPY api/package.json api/
COPY api/src api/src
COPY bff/package.json bff/
COPY bff/src bff/src
COPY --from=web-build /app/web/dist web/dist
# The api's DATA_DIR (uploaded files until object storage is configured): the one folder it writes.
RUN mkdir /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 4000 4001
CMD ["node", "api/src/main.ts"]

# One build of the whole workspace; the api image serves the API, the patient site and the console,
# the web image serves the patient site through nginx and proxies the API.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npx -y pnpm@10.34.8 install --frozen-lockfile \
  && npx -y pnpm@10.34.8 turbo run build

FROM build AS api
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["node", "apps/api/dist/start.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html

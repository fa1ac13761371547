// The bare app's server (bench/bare.ts starts it): its React Router build behind @hono/node-server with Hono's
// compression, as the project's front compresses, and nothing else: no log, no session, no API.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

const buildDir = process.env.BARE_BUILD_DIR ?? "";
const port = Number(process.env.PORT ?? 3300);
const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");

const app = new Hono();
app.use("*", compress());
app.use("/assets/*", serveStatic({ root: join(buildDir, "client") }));
app.all("*", (c) => handle(c.req.raw));
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

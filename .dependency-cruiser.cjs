// `npm run lint`'s dependency rules (ADR 0076): no import circle anywhere, and each layer's arrows run one way.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle ties its modules' load order and fates together: move what both need to a module both import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-not-from-components",
      severity: "error",
      comment: "app/lib is what components use, never the other way: a constant both need lives in app/lib or contract/.",
      from: { path: "^app/lib/" },
      to: { path: "^app/components/" },
    },
    {
      name: "app-not-from-server",
      severity: "error",
      comment: "The web tier and the API meet only through the REST contract (contract/).",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "server-not-from-app",
      severity: "error",
      comment: "The API answers any client; it knows nothing of the pages.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "contract-stands-alone",
      severity: "error",
      comment: "contract/ is what both tiers share: it imports neither.",
      from: { path: "^contract/" },
      to: { path: "^(app|server)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|\\.tmp)/" },
    // Type-only imports count: a circle of types is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
  },
};

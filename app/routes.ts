import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  // A supplier's quote request: public (the link's token is the credential), outside the shell (docs/decisions/0067).
  route("q/:token", "routes/q.tsx"),
  route("resources/sidebar", "routes/resources.sidebar.tsx"),
  route("resources/supplier-lookups", "routes/resources.supplier-lookups.tsx"),
  route("resources/sourcing-lookups", "routes/resources.sourcing-lookups.tsx"),
  route("resources/product-lookups", "routes/resources.product-lookups.tsx"),
  route("resources/supplier-search", "routes/resources.supplier-search.tsx"),
  route("resources/product-search", "routes/resources.product-search.tsx"),
  // The lists' exports: files, outside the shell (docs/decisions/0049-list-export.md).
  ...(["suppliers", "sourcings", "products"] as const).flatMap((list) =>
    (["csv", "xlsx"] as const).map((format) =>
      route(`${list}/export.${format}`, `routes/${list}.export.ts`, { id: `${list}-export-${format}` }),
    ),
  ),
  // 'Comparar todos do filtro': resolves the list's filter to its first products' ids, then the compare page.
  route("products/compare/filtro", "routes/products.compare-filter.ts"),
  layout("routes/shell.tsx", [
    route("suppliers", "routes/suppliers.tsx"),
    route("suppliers/new", "routes/suppliers.new.tsx"),
    route("suppliers/:id", "routes/suppliers.detail.tsx"),
    route("suppliers/:id/documents", "routes/suppliers.documents.tsx"),
    route("suppliers/:id/certificados", "routes/suppliers.certificates.tsx"),
    route("sourcings", "routes/sourcings.tsx"),
    route("sourcings/new", "routes/sourcings.new.tsx"),
    route("sourcings/:id", "routes/sourcings.detail.tsx"),
    route("sourcings/:id/files", "routes/sourcings.files.tsx"),
    route("sourcings/:id/comments", "routes/sourcings.comments.tsx"),
    route("products", "routes/products.tsx"),
    route("products/new", "routes/products.new.tsx"),
    route("products/compare", "routes/products.compare.tsx"),
    route("products/:id", "routes/products.detail.tsx"),
    route("products/:id/image", "routes/products.image.tsx"),
    route("products/:id/image/upload", "routes/products.image-upload.tsx"),
    // The sidebar as a page: where 'Abrir menu' leads on a phone without JavaScript.
    route("menu", "routes/menu.tsx"),
    route("profile", "routes/profile.tsx"),
    route("profile/picture", "routes/profile.picture.tsx"),
    route("settings/import", "routes/settings.import.tsx"),
    route("admin/users", "routes/admin.users.tsx"),
    route("admin/lookups", "routes/admin.lookups.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

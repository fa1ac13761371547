import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("resources/sidebar", "routes/resources.sidebar.tsx"),
  layout("routes/shell.tsx", [
    route("suppliers", "routes/suppliers.tsx"),
    route("sourcings", "routes/sourcings.tsx"),
    route("products", "routes/products.tsx"),
    route("profile", "routes/profile.tsx"),
    route("profile/picture", "routes/profile.picture.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

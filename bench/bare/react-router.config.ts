import { resolve } from "node:path";
import type { Config } from "@react-router/dev/config";

// The bare app's build goes to the ignored .tmp/ of the project, never into the repository.
export default {
  ssr: true,
  buildDirectory: resolve(import.meta.dirname, "../../.tmp/bench-bare/build"),
} satisfies Config;

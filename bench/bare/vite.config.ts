import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's plugin and nothing else: the framework's own floor (bench/bare.ts).
export default defineConfig({ plugins: [reactRouter()] });

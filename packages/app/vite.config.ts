/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://localhost:8080';
const packageDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const sourceDir = `${packageDir}src/`;

export default defineConfig({
  // Explicit so the config behaves the same from the repository root (Vitest projects, --config) and from here.
  root: packageDir,
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: sourceDir }],
  },
  server: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true, ws: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Ionic's packages do not declare themselves side-effect free, so without this every Ionic
        // component lands in the bundle. Their CSS must still be kept.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /node_modules[\\/](@ionic|ionicons|@stencil)[\\/]/, sideEffects: false },
        ],
        // @ionic/react defines every component at module level, several as classes extending React.Component
        // or through unannotated factory calls; these two let unused ones go (about 7 kB gzip on /login).
        propertyReadSideEffects: false,
        manualPureFunctions: ['createReactComponent', 'createForwardRef'],
      },
    },
  },
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});

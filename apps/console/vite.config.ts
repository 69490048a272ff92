import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operations console: a desktop app for the lender's staff, on real React
 * and antd, served by the API at /console/ (decision 030). It shares nothing
 * with the borrower bundle but @app/domain, so antd never reaches a phone.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: [{ find: '@', replacement: decodeURI(new URL('./src', import.meta.url).pathname) }],
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // React + antd in one vendor chunk (~0.45 MB gzip), cached per build: a desk tool, no phone budget.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // antd and React change less often than the pages: one long-cached vendor chunk.
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, priority: 10 }],
        },
      },
    },
  },
});

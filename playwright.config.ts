import { defineConfig } from '@playwright/test';
import { API_BASE } from './test/e2e/support/demo';

// Debian's Chromium, never a downloaded browser. As root in a sandboxed machine it needs
// --no-sandbox; the other flags keep it off the (closed) network.
export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  webServer: {
    command: 'bash test/e2e/support/serve-demo.sh',
    url: `${API_BASE}/api/public/v1/configuration`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Customer sites on made-up host names, served from this machine.
        '--host-resolver-rules=MAP demo.localhost 127.0.0.1, MAP *.example 127.0.0.1',
      ],
    },
  },
});

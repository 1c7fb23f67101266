// Development: the API server restarts on change, Vite serves the web app with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['--watch-path=server', '--watch-path=common', '--import', 'tsx', 'server/server.ts'],
    {
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

#!/usr/bin/env node
// Development: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@fairhub/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@fairhub/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

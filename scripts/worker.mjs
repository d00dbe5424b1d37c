// `npm run worker`: the BullMQ workers as their own process, restarted if they crash (ADR 0009).
import { join } from 'node:path';
import { supervise } from './supervise.mjs';

const root = new URL('..', import.meta.url).pathname;
supervise({ name: 'The Threshold worker', entry: join(root, 'dist/backend/src/worker.js'), cwd: root });

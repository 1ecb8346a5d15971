// Entry of the summary-PDF worker thread (summary-pdf-thread.ts). On Node 20 a worker thread does
// not get the parent's TypeScript loader, so it registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./summary-pdf-worker-main.ts');

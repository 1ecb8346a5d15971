// Entry of the upload-parsing worker thread (parse-upload.ts). On Node 20 a worker thread does not
// get the parent's TypeScript loader, so it registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker-main.ts');

// A worker thread does not inherit tsx's loader from the parent: register it, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');

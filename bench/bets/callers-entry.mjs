// A worker thread does not inherit tsx's loader from the parent: register it, then load the callers.
import { register } from 'tsx/esm/api';

register();
await import('./callers.ts');

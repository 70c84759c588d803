// A child process does not get tsx's loader from the parent's command line: register it, then serve.
import { register } from 'tsx/esm/api';

register();
await import('./server.ts');

import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../engine/fair-random';

/** 256-bit opaque tokens; only their SHA-256 is stored, so a database dump opens no session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export const hashToken = sha256Hex;

export const studioSessionHeader = 'x-studio-session';

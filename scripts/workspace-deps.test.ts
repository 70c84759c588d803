import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every workspace declares what its files import (source, tests, build scripts), so a workspace can be
// installed, built and tested from its own package.json, and a new import cannot lean on a package
// that happens to be hoisted from another workspace or the root.
const root = join(import.meta.dirname, '..');
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    workspaces?: string[];
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };

const importPattern = /(?:from\s+|import\(\s*|require\(\s*|^import\s+)['"]([^'"]+)['"]/gm;

/** The package a bare specifier names: `@scope/name/sub` is `@scope/name`, `name/sub` is `name`. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(name) ? [path] : [];
  });
}

function undeclaredImports(workspace: string): string[] {
  const pkg = manifest(workspace);
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const missing = new Set<string>();
  for (const file of sourceFiles(join(root, workspace))) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const name = packageOf(match[1]!);
      if (name && !declared.has(name)) missing.add(`${name} (${file.slice(root.length + 1)})`);
    }
  }
  return [...missing];
}

/** Relative imports into another workspace: its source reached by path instead of through its package. */
function importsOutside(workspace: string, workspaces: string[]): string[] {
  const home = join(root, workspace);
  const others = workspaces.filter((other) => other !== workspace).map((other) => `${join(root, other)}/`);
  const outside = new Set<string>();
  for (const file of sourceFiles(home)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (others.some((other) => target.startsWith(other)))
        outside.add(`${specifier} (${file.slice(root.length + 1)})`);
    }
  }
  return [...outside];
}

describe('workspace manifests', () => {
  it('name packages, not paths or built-ins', () => {
    expect(packageOf('@casino/rules/money')).toBe('@casino/rules');
    expect(packageOf('drizzle-orm/pg-core')).toBe('drizzle-orm');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs/promises')).toBeNull();
    expect(packageOf('../db/client')).toBeNull();
    expect(packageOf('@/lib/api')).toBeNull();
  });

  const workspaces = manifest('.').workspaces ?? [];
  for (const workspace of workspaces) {
    it(`${workspace} declares every package it imports`, () => {
      expect(undeclaredImports(workspace)).toEqual([]);
    });
    it(`${workspace} reaches other workspaces through their packages, never by a relative path`, () => {
      expect(importsOutside(workspace, workspaces)).toEqual([]);
    });
  }
});

/**
 * The site uses the generator as any other site would: through the package name (`sitegen`,
 * `sitegen/config`, `sitegen/utils`, `sitegen/plugins/*`), its CLI, and the `@theme/*`,
 * `@docusaurus/*` and `@site/*` names; never by a path into packages/sitegen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SITE = path.resolve(import.meta.dirname, '..');
const GENERATOR = path.resolve(SITE, '../packages/sitegen');

/** The site's source files, without what is installed or generated. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'build', '.sitegen'].includes(entry.name) || entry.name.startsWith('.tmp-') ? [] : sourceFiles(file);
    return /\.(c|m)?[jt]sx?$|\.mdx?$|\.json$/.test(entry.name) ? [file] : [];
  });
}

/** Module requests in a file: import/export … from, import(), require(), require.resolve(), `extends` of a tsconfig. */
function requests(code: string): string[] {
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]/g, /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]/g, /^\s*import\s+['"]([^'"]+)['"]/gm, /"extends"\s*:\s*"([^"]+)"/g];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] ?? ''));
}

describe('the website and the generator package', () => {
  it('finds requests in every form it checks', () => {
    expect(requests("import a from '../x';\nexport { b } from \"./y\";\nconst c = await import('z');\nrequire.resolve('w');\nimport './side.css';")).toEqual(['../x', './y', 'z', 'w', './side.css']);
  });

  it('has no relative path from website/ into packages/sitegen/', () => {
    const offenders = sourceFiles(SITE).flatMap((file) =>
      requests(fs.readFileSync(file, 'utf8'))
        .filter((request) => request.startsWith('.') && path.resolve(path.dirname(file), request).startsWith(GENERATOR + path.sep))
        .map((request) => `${path.relative(SITE, file)}: ${request}`),
    );
    expect(offenders).toEqual([]);
  });

  it('depends on the generator by its package name, with React as its own dependency', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['sitegen', 'react', 'react-dom']));
    const generator = JSON.parse(fs.readFileSync(path.join(GENERATOR, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
    expect(generator.dependencies.react).toBeUndefined();
    expect(generator.peerDependencies).toMatchObject({ react: '^18.2.0 || ^19.0.0', 'react-dom': '^18.2.0 || ^19.0.0' });
  });
});

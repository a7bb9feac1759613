import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATOR_ROOT } from '../../../src/node/bundle/aliases';
import { siteHasOtherReact } from '../../../src/node/render/pool';

describe("the renderer's module resolution hooks", () => {
  const site = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'other-react-'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"site"}');
    return dir;
  };
  const write = (file: string, text = '{}') => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };

  it("are needed only when the site's packages could load a React other than the renderer's", () => {
    // The generator's own packages, or none at all: one React.
    expect(siteHasOtherReact(GENERATOR_ROOT)).toBe(false);
    const plain = site();
    expect(siteHasOtherReact(plain)).toBe(false);
    write(path.join(plain, 'node_modules/left-pad/package.json'));
    expect(siteHasOtherReact(plain)).toBe(false);

    const own = site();
    write(path.join(own, 'node_modules/react/package.json'), '{"name":"react","version":"18.3.1"}');
    expect(siteHasOtherReact(own)).toBe(true);

    const nested = site();
    write(path.join(nested, 'node_modules/@scope/widget/node_modules/react-dom/package.json'), '{"name":"react-dom"}');
    expect(siteHasOtherReact(nested)).toBe(true);
    for (const dir of [plain, own, nested]) fs.rmSync(dir, { recursive: true });
  });
});

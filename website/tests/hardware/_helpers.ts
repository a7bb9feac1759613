import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const hardwareDir = path.join(repoRoot, 'hardware');
export const factsPath = path.resolve(repoRoot, '../../shared/facts/hardware.json');

export interface FactEntry {
  id: string;
  name: string;
  type: string;
  file: string;
  directory: string;
  [key: string]: unknown;
}

export interface Facts {
  boards: FactEntry[];
  shields: FactEntry[];
  interconnects: FactEntry[];
}

export const hasFacts = fs.existsSync(factsPath);

export function readFacts(): Facts {
  return JSON.parse(fs.readFileSync(factsPath, 'utf8')) as Facts;
}

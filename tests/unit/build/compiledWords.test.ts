/**
 * The build compiles words modules to their values (README "Languages", .tools/compiledWords.ts):
 * data and argument-only functions come out as a literal that imports nothing; anything that would
 * not survive being written out stops the build, naming where it is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledWords } from '../../../.tools/compiledWords';
import { literalSource } from '../../../.tools/literalSource';

const evaluate = (source: string): unknown => new Function(`return (${source});`)();

describe('literalSource', () => {
  it('writes out data and functions of their arguments so they evaluate to the same', () => {
    const words = {
      title: 'Café “quoted” \u2028 line',
      count: 5,
      open: true,
      none: null,
      missing: undefined,
      list: [{ label: 'Week 1', value: 'July 14 to July 18' }],
      slideLabel: (number: number, count: number) => `${number} of ${count}`,
      joined: (labels: string[], { last = 'and' } = {}) => {
        const [first, ...rest] = labels;
        return rest.length ? `${rest.join(', ')} ${last} ${first}` : String(first);
      },
    };
    const copy = evaluate(literalSource(words, 'words')) as typeof words;
    expect(JSON.stringify(copy)).toBe(JSON.stringify(words));
    expect('missing' in copy).toBe(true);
    expect(copy.slideLabel(2, 4)).toBe('2 of 4');
    expect(copy.joined(['a', 'b', 'c'])).toBe('b, c and a');
  });

  it('refuses a function that reads a variable from outside it, naming the key and the variable', () => {
    const business = { name: 'Elevate' };
    const words = { hero: { greeting: (name: string) => `${name}, welcome to ${business.name}` } };
    expect(() => literalSource(words, 'home.ts: words')).toThrow(
      'home.ts: words.hero.greeting uses business from outside the function; a function in words may use only its arguments',
    );
  });

  it('refuses what is not data, naming where it is', () => {
    expect(() => literalSource({ when: new Date(0) }, 'words')).toThrow(
      'words.when is a Date, not data',
    );
    expect(() => literalSource({ ids: new Map() }, 'words')).toThrow(
      'words.ids is a Map, not data',
    );
    expect(() =>
      literalSource(
        {
          label() {
            return 'x';
          },
        },
        'words',
      ),
    ).toThrow(
      'words.label cannot be written out (a method or a built-in); write it as an arrow function',
    );
  });
});

describe('compiledWords', () => {
  const folder = mkdtempSync(join(tmpdir(), 'compiled-words-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('ships a words module as its values, with what it imports written in', async () => {
    writeFileSync(
      join(folder, 'facts.ts'),
      `export const business = { name: 'Elevate', weeks: 5 };\n`,
    );
    writeFileSync(
      join(folder, 'home.ts'),
      `import { business } from './facts';
export const words = {
  title: \`\${business.name}: \${business.weeks} weeks\` as string,
  slideLabel: (number: number, count: number) => \`\${number} of \${count}\`,
};\n`,
    );
    const plugin = compiledWords({ include: (file) => file.endsWith('/home.ts') });
    const load = plugin.load as (
      this: unknown,
      id: string,
    ) => Promise<{ code: string } | undefined>;
    const context = { addWatchFile: () => {} };

    expect(await load.call(context, join(folder, 'facts.ts'))).toBeUndefined();
    const compiled = await load.call(context, join(folder, 'home.ts'));
    expect(compiled?.code).not.toContain('import');
    const words = evaluate(
      compiled!.code.replace('export const words = ', '').replace(/;\n$/, ''),
    ) as {
      title: string;
      slideLabel: (number: number, count: number) => string;
    };
    expect(words.title).toBe('Elevate: 5 weeks');
    expect(words.slideLabel(1, 3)).toBe('1 of 3');
  });

  it('stops the build when a function reads an import, naming the import as written', async () => {
    writeFileSync(join(folder, 'facts.ts'), `export const business = { name: 'Elevate' };\n`);
    writeFileSync(
      join(folder, 'camp.ts'),
      `import { business } from './facts';
export const words = { photoAlt: (name: string) => \`\${name} at \${business.name}\` };\n`,
    );
    const plugin = compiledWords({ include: (file) => file.endsWith('/camp.ts') });
    const load = plugin.load as (this: unknown, id: string) => Promise<unknown>;
    await expect(load.call({ addWatchFile: () => {} }, join(folder, 'camp.ts'))).rejects.toThrow(
      `${join(folder, 'camp.ts')}: words.photoAlt uses business from outside the function`,
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { BlockModule } from './block-module';
import { createBlockRegistry } from './create-block-registry';
import { defineBuiltinBlock } from './define-builtin-block';
import { defineCustomBlock } from './define-custom-block';
import { TestHtml } from './testing/test-blocks';

const htmlModule: BlockModule<{ html: string }> = { component: TestHtml };

describe('createBlockRegistry', () => {
  it('loads a module once and then has it synchronously', async () => {
    const load = vi.fn(() => Promise.resolve(htmlModule));
    const registry = createBlockRegistry({ builtins: [defineBuiltinBlock('html', load)] });
    expect(registry.has('html')).toBe(true);
    expect(registry.loaded('html', 'nl')).toBeUndefined();
    const [first, second] = await Promise.all([
      registry.load('html', 'nl'),
      registry.load('html', 'nl'),
    ]);
    expect(first).toBe(htmlModule);
    expect(second).toBe(htmlModule);
    expect(registry.loaded('html', 'nl')).toBe(htmlModule);
    await registry.load('html', 'nl');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is ready per locale: the module loads once, the settings parser once per locale', async () => {
    const load = vi.fn(() => Promise.resolve(htmlModule));
    const loadSettings = vi.fn((_locale: string) => Promise.resolve());
    const registry = createBlockRegistry({
      builtins: [{ ...defineBuiltinBlock('html', load), loadSettings }],
    });
    await registry.preload(['html'], 'nl');
    expect(registry.loaded('html', 'nl')).toBe(htmlModule);
    // Another locale's default texts may not be there yet: not ready for it until loaded.
    expect(registry.loaded('html', 'ro')).toBeUndefined();
    await Promise.all([registry.load('html', 'ro'), registry.load('html', 'ro')]);
    expect(registry.loaded('html', 'ro')).toBe(htmlModule);
    await registry.load('html', 'nl');
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadSettings.mock.calls).toEqual([['nl'], ['ro']]);
  });

  it('forgets a failed settings load for a locale so the next one retries', async () => {
    const loadSettings = vi
      .fn<(locale: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('texts chunk gone'))
      .mockResolvedValueOnce(undefined);
    const registry = createBlockRegistry({
      builtins: [
        { ...defineBuiltinBlock('html', () => Promise.resolve(htmlModule)), loadSettings },
      ],
    });
    await expect(registry.load('html', 'ro')).rejects.toThrow('texts chunk gone');
    expect(registry.loaded('html', 'ro')).toBeUndefined();
    await expect(registry.load('html', 'ro')).resolves.toBe(htmlModule);
    expect(registry.loaded('html', 'ro')).toBe(htmlModule);
  });

  it('forgets a failed load so the next one retries', async () => {
    const load = vi
      .fn<() => Promise<BlockModule<{ html: string }>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(htmlModule);
    const registry = createBlockRegistry({ builtins: [defineBuiltinBlock('html', load)] });
    await expect(registry.load('html', 'nl')).rejects.toThrow('offline');
    await expect(registry.load('html', 'nl')).resolves.toBe(htmlModule);
  });

  it('rejects loading an unknown type', async () => {
    const registry = createBlockRegistry({ builtins: [] });
    expect(registry.has('weather')).toBe(false);
    expect(registry.get('weather')).toBeUndefined();
    await expect(registry.load('weather', 'nl')).rejects.toThrow('Unknown block type "weather"');
  });

  it('preloads known types, skipping unknown ones and never rejecting', async () => {
    const registry = createBlockRegistry({
      builtins: [
        defineBuiltinBlock('html', () => Promise.resolve(htmlModule)),
        defineBuiltinBlock('faq', () => Promise.reject(new Error('chunk gone'))),
      ],
    });
    await expect(
      registry.preload(['html', 'faq', 'weather', 'html'], 'nl'),
    ).resolves.toBeUndefined();
    expect(registry.loaded('html', 'nl')).toBe(htmlModule);
    expect(registry.loaded('faq', 'nl')).toBeUndefined();
  });

  it('refuses a type registered twice', () => {
    const html = defineBuiltinBlock('html', () => Promise.resolve(htmlModule));
    expect(() => createBlockRegistry({ builtins: [html, html] })).toThrow(
      'Block type "html" is registered twice.',
    );
  });

  it('refuses a custom type named like a built-in type', () => {
    const custom = defineCustomBlock({
      // @ts-expect-error a catalogue type's name does not compile either
      type: 'faq',
      settings: {},
      load: () => Promise.resolve({ component: () => null }),
    });
    expect(() => createBlockRegistry({ builtins: [], custom: [custom] })).toThrow(
      'replace it through `replacements`',
    );
  });

  it('leaves such a type and a second registration out when told where to report them', () => {
    const load = () => Promise.resolve({ component: () => null });
    const problems: string[] = [];
    const mine = defineCustomBlock({ type: 'mine', settings: {}, load });
    const registry = createBlockRegistry({
      builtins: [],
      custom: [
        // @ts-expect-error a catalogue type's name does not compile either
        defineCustomBlock({ type: 'faq', settings: {}, load }),
        mine,
        mine,
      ],
      onRejected: (problem) => problems.push(problem.message),
    });
    expect(problems).toEqual([
      'Custom block type "faq" is a built-in type; replace it through `replacements`.',
      'Block type "mine" is registered twice.',
    ]);
    expect(registry.has('mine')).toBe(true);
    expect(registry.get('faq')?.builtin).not.toBe(false);
  });

  it('keeps the built-in requests for a replaced component without its own', async () => {
    const requests = () => [];
    const registry = createBlockRegistry({
      builtins: [defineBuiltinBlock('html', () => Promise.resolve({ ...htmlModule, requests }))],
      replacements: { html: { component: () => null } },
    });
    expect(registry.loaded('html', 'nl')).toBeUndefined();
    const module = await registry.load('html', 'nl');
    expect(module.component).not.toBe(TestHtml);
    expect(module.requests).toBe(requests);
  });

  it('adds a replacement for a built-in type that has no built-in module yet', async () => {
    const component = () => null;
    const registry = createBlockRegistry({ builtins: [], replacements: { faq: { component } } });
    expect(registry.get('faq')?.builtin).toBe(true);
    // Ready once the type's settings definition (a chunk of its own) has loaded.
    await registry.preload(['faq'], 'en-US');
    expect(registry.loaded('faq', 'en-US')).toEqual({ component });
    expect(registry.get('faq')?.parseSettings({}, 'en-US').settings).toEqual({
      title: 'Frequently asked questions',
      questions: [],
    });
  });
});

import { defineBlock, faqBlock, parseBlockSettings, setting } from '@jobboard/schema';
import { describe, expect, it, vi } from 'vitest';
import { BUILTIN_BLOCKS } from '../blocks/builtin-blocks';
import { catalogueSettings } from './catalogue-settings';
import { defineBuiltinBlock } from './define-builtin-block';

describe('catalogueSettings', () => {
  it('parses as the catalogue does once the definition is loaded', async () => {
    const settings = catalogueSettings('call-to-action');
    await settings.loadSettings('en-US');
    const raw = { layout: 'sideways', text: '<p>Hi</p>' };
    const expected = parseBlockSettings('call-to-action', raw, 'en-US');
    expect(settings.parseSettings(raw, 'en-US')).toEqual({
      settings: expected.settings,
      problems: expected.problems,
    });
  });

  it('refuses to parse before the definition is loaded', () => {
    expect(() => catalogueSettings('reviews').parseSettings({}, 'nl')).toThrow(
      'The settings of block type "reviews" are not loaded',
    );
  });
});

describe('a built-in block module with its definition', () => {
  it('takes the definition from the module, loading the module once', async () => {
    // A definition of the module's own, with a default the catalogue's faq does not have.
    const definition = defineBlock({
      type: 'faq',
      title: faqBlock.title,
      description: faqBlock.description,
      group: faqBlock.group,
      icon: faqBlock.icon,
      settings: {
        title: setting.text({ tab: 'content', title: 'Title', default: 'From the module' }),
      },
    });
    const load = vi.fn(() => Promise.resolve({ component: () => null, definition }));
    const registration = defineBuiltinBlock('faq', load as never);
    await Promise.all([registration.loadSettings?.('nl'), registration.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    const parsed = registration.parseSettings({}, 'nl') as { settings: { title: string } };
    expect(parsed.settings.title).toBe('From the module');
  });

  // Transforms and imports every block module: seconds on a busy machine, beyond the default 5.
  it('has every built-in block module export its catalogue entry', {
    timeout: 30_000,
  }, async () => {
    for (const registration of BUILTIN_BLOCKS) {
      const module = (await registration.load()) as { definition?: { type: string } };
      expect(module.definition?.type, registration.type).toBe(registration.type);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { blockTheme, buildTheme, themeKey } from './build-theme';
import { contrastRatio } from './contrast';

describe('buildTheme', () => {
  const theme = buildTheme(
    {
      primaryColor: '#0f766e',
      fontFamily: 'lato',
      favicon: 'https://cdn.example/icon.png',
      tagStyles: [
        { name: 'contract', textColor: '#ffffff', backgroundColor: '#0f766e' },
        { name: 'broken', textColor: 'red;}', backgroundColor: '#000' },
      ],
      defaultImages: [
        { name: 'job', imageSrc: 'https://cdn.example/job.png' },
        { name: 'article', imageSrc: '' },
      ],
    },
    { employer: false },
  );

  it('carries the variables, the classic theme and the web font', () => {
    expect(theme.name).toBe('classic');
    expect(theme.variables['--jb-primary']).toBe('#0f766e');
    expect(theme.font).toMatchObject({ id: 'lato', googleFamily: 'Lato' });
  });

  it('gives the favicon for the caller to apply', () => {
    expect(theme.favicon).toBe('https://cdn.example/icon.png');
    expect(buildTheme({}).favicon).toBe('');
  });

  it('looks up tag styles by name, leaving out unusable colours', () => {
    expect(theme.tagStyle('contract')).toEqual({
      name: 'contract',
      textColor: '#ffffff',
      backgroundColor: '#0f766e',
    });
    expect(theme.tagStyle('broken')).toBeUndefined();
    expect(theme.tagStyle('unknown')).toBeUndefined();
  });

  it('looks up default images by name, leaving out empty ones', () => {
    expect(theme.defaultImage('job')).toBe('https://cdn.example/job.png');
    expect(theme.defaultImage('article')).toBeUndefined();
  });

  it('switches the primary colour for an employer', () => {
    const employer = buildTheme({ primaryEmployerColor: '#7c3aed' }, { employer: true });
    expect(employer.variables['--jb-primary']).toBe('#7c3aed');
  });
});

describe('blockTheme', () => {
  it('compares names case-insensitively, spaces, hyphens and underscores alike', () => {
    expect(themeKey(' Career level ')).toBe('career_level');
    expect(themeKey('career-level')).toBe('career_level');
    const theme = blockTheme({
      tagStyles: [{ name: 'Career Level', textColor: '#000', backgroundColor: '#fde68a' }],
      defaultImages: [{ name: 'NEWS', imageSrc: 'https://cdn.example/news.png' }],
    });
    expect(theme.tagStyle('career_level')?.backgroundColor).toBe('#fde68a');
    expect(theme.defaultImage('news')).toBe('https://cdn.example/news.png');
  });

  it('takes the first style or image of a name', () => {
    const theme = blockTheme({
      tagStyles: [
        { name: 'time', textColor: '#000000', backgroundColor: '#ffffff' },
        { name: 'Time', textColor: '#ffffff', backgroundColor: '#000000' },
      ],
      defaultImages: [
        { name: 'news', imageSrc: 'https://cdn.example/a.png' },
        { name: 'news', imageSrc: 'https://cdn.example/b.png' },
      ],
    });
    expect(theme.tagStyle('time')?.backgroundColor).toBe('#ffffff');
    expect(theme.defaultImage('news')).toBe('https://cdn.example/a.png');
  });

  it('gives the colours as hex, so the style attribute holds nothing else', () => {
    const style = blockTheme({
      tagStyles: [{ name: 'contract', textColor: 'white', backgroundColor: 'rgb(15, 118, 110)' }],
    }).tagStyle('contract');
    expect(style).toEqual({ name: 'contract', textColor: '#ffffff', backgroundColor: '#0f766e' });
  });

  it('keeps the background but makes the text black or white when the pair fails AA', () => {
    const theme = blockTheme({
      tagStyles: [
        { name: 'light', textColor: '#ffffff', backgroundColor: '#fde68a' },
        { name: 'dark', textColor: '#333333', backgroundColor: '#1e3a8a' },
      ],
    });
    expect(theme.tagStyle('light')).toMatchObject({
      textColor: '#000000',
      backgroundColor: '#fde68a',
    });
    expect(theme.tagStyle('dark')).toMatchObject({
      textColor: '#ffffff',
      backgroundColor: '#1e3a8a',
    });
    for (const name of ['light', 'dark']) {
      const style = theme.tagStyle(name);
      expect(contrastRatio(style?.textColor ?? '', style?.backgroundColor ?? '')).toBeGreaterThan(
        4.5,
      );
    }
  });

  it.each([
    ['https://cdn.example/job.png', true],
    ['http://cdn.example/job.png', true],
    ['/media/job.png', false],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['media/job.png', false],
    ['//cdn.example/job.png', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>', false],
  ])('uses the image address %s: %s', (imageSrc, used) => {
    const theme = blockTheme({ defaultImages: [{ name: 'news', imageSrc }] });
    expect(theme.defaultImage('news')).toBe(used ? imageSrc : undefined);
  });

  it('falls back from job to organisation', () => {
    const organisation = 'https://cdn.example/organisation.png';
    const theme = blockTheme({ defaultImages: [{ name: 'organisation', imageSrc: organisation }] });
    expect(theme.defaultImage('job')).toBe(organisation);
    expect(theme.defaultImage('news')).toBeUndefined();
    const both = blockTheme({
      defaultImages: [
        { name: 'organisation', imageSrc: organisation },
        { name: 'job', imageSrc: 'https://cdn.example/job.png' },
      ],
    });
    expect(both.defaultImage('job')).toBe('https://cdn.example/job.png');
  });

  it('has nothing without settings', () => {
    const theme = blockTheme({});
    expect(theme.tagStyle('contract')).toBeUndefined();
    expect(theme.defaultImage('job')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme';

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
